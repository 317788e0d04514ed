# numpy.add.outer: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.multiply.outer([1, 2, 3], [4, 5, 6])
A = np.array([[1, 2, 3], [4, 5, 6]])
A.shape
B = np.array([[1, 2, 3, 4]])
B.shape
C = np.multiply.outer(A, B)
C.shape; C
