# numpy.indices: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
grid = np.indices((2, 3))
grid.shape
grid[0]        # row indices
grid[1]        # column indices
x = np.arange(20).reshape(5, 4)
row, col = np.indices((2, 3))
x[row, col]
i, j = np.indices((2, 3), sparse=True)
i.shape
j.shape
i        # row indices
j        # column indices
