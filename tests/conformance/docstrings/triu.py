# numpy.triu: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.triu([[1,2,3],[4,5,6],[7,8,9],[10,11,12]], -1)
np.triu(np.arange(3*4*5).reshape(3, 4, 5))
