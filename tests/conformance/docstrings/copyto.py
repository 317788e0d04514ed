# numpy.copyto: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
A = np.array([4, 5, 6])
B = [1, 2, 3]
np.copyto(A, B)
A
A = np.array([[1, 2, 3], [4, 5, 6]])
B = [[4, 5, 6], [7, 8, 9]]
np.copyto(A, B)
A
