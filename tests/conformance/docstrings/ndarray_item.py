# numpy.ndarray.item: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.random.seed(123)
np.random.seed(0)
x = np.random.randint(9, size=(3, 3))
x
x.item(3)
x.item(7)
x.item((0, 1))
x.item((2, 2))
a = np.array([np.int64(1)], dtype=object)
a.item() #return np.int64
