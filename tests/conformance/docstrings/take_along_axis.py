# numpy.take_along_axis: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
np.sort(a, axis=1)
ai = np.argsort(a, axis=1)
ai
np.take_along_axis(a, ai, axis=1)
np.max(a, axis=1, keepdims=True)
ai = np.argmax(a, axis=1, keepdims=True)
ai
np.take_along_axis(a, ai, axis=1)
ai_min = np.argmin(a, axis=1, keepdims=True)
ai_max = np.argmax(a, axis=1, keepdims=True)
ai = np.concatenate([ai_min, ai_max], axis=1)
ai
np.take_along_axis(a, ai, axis=1)
