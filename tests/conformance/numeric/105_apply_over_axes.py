# apply_over_axes: func(a, axis) per axis, the dimensions kept
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
np.apply_over_axes(np.sum, a, [0, 2])
np.apply_over_axes(np.sum, a, 1).shape
np.apply_over_axes(np.max, a, (-1, 0))
np.apply_over_axes(np.mean, a, np.array([2]))
np.apply_over_axes(lambda x, ax: np.sum(x, axis=ax, keepdims=True), a, [0, 1])
np.apply_over_axes(lambda x, ax: x.sum(), a, [0, 1])
np.apply_over_axes(np.cumsum, a, [1])[0]
np.apply_over_axes(np.sum, [[1, 2], [3, 4]], 0)
