# numpy.where: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.arange(10)
a
np.where(a < 5, a, 10*a)
np.where([[True, False], [True, True]],
         [[1, 2], [3, 4]],
         [[9, 8], [7, 6]])
x, y = np.ogrid[:3, :4]
np.where(x < y, x, 10 + y)  # both x and 10+y are broadcast
a = np.array([[0, 1, 2],
              [0, 2, 4],
              [0, 3, 6]])
np.where(a < 4, a, -1)  # -1 is broadcast
