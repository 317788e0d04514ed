# NumPy user guide basics.indexing.rst (numpy/numpy@1f90bbb55e65), section "Dimensional indexing tools": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
x = np.array([[[1],[2],[3]], [[4],[5],[6]]])
# --- Dimensional indexing tools
x[..., 0]
x[:, :, 0]
x[:, np.newaxis, :, :].shape
x[:, None, :, :].shape
x = np.arange(5)
x[:, np.newaxis] + x[np.newaxis, :]
