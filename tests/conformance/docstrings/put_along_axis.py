# numpy.put_along_axis: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
ai = np.argmax(a, axis=1, keepdims=True)
ai
np.put_along_axis(a, ai, 99, axis=1)
a
