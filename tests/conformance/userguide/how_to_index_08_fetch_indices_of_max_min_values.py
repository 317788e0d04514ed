# NumPy user guide how-to-index.rst (numpy/numpy@1f90bbb55e65), section "Fetch indices of max/min values": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(30).reshape(2, 3, 5)
np.argmax(a)
np.argmin(a)
np.argmax(a, axis=0)
np.argmax(a, axis=1)
np.argmax(a, axis=2)
np.argmin(a, axis=1)
np.argmin(a, axis=2)
np.argmin(a, axis=2, keepdims=True)
np.argmax(a, axis=1, keepdims=True)
x = np.arange(2*2*3).reshape(2, 2, 3) % 7  # 3D example array
x
x_2d = np.reshape(x, (x.shape[0], -1))
indices_2d = np.argmax(x_2d, axis=1)
indices_2d
np.unravel_index(indices_2d, x.shape[1:])
