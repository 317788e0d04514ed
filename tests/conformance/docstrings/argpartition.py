# numpy.argpartition: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([3, 4, 2, 1])
x[np.argpartition(x, 3)]
x[np.argpartition(x, (1, 3))]
x = [3, 4, 2, 1]
np.array(x)[np.argpartition(x, 3)]
x = np.array([[3, 4, 2], [1, 3, 1]])
index_array = np.argpartition(x, kth=1, axis=-1)
np.take_along_axis(x, index_array, axis=-1)
