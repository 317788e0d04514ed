import numpy as np
a = np.arange(24).reshape(2, 3, 4)
a.swapaxes(0, 2).shape
a.swapaxes(0, 2).strides
np.swapaxes(a, 1, -1).strides
a.swapaxes(0, 3)
np.moveaxis(a, 0, -1).shape
np.moveaxis(a, 0, -1).strides
np.moveaxis(a, [0, 1], [-1, -2]).shape
np.moveaxis(a, 2, 0).strides
np.moveaxis(a, 3, 0)
np.moveaxis(a, [0, 0], [1, 2])
np.moveaxis(a, 0, 0).base is a.base
