import numpy as np
x = np.arange(12).reshape(3, 4)
def addr(v):
    return v.__array_interface__['data'][0] - x.__array_interface__['data'][0]
parts = np.split(x, 3)
parts
[(p.shape, p.strides, addr(p), p.base is x) for p in parts]
parts = np.split(x, 2, axis=1)
[(p.shape, p.strides, addr(p), p.base is x, p.flags.writeable) for p in parts]
np.split(x, [1, 3], axis=1)
np.split(x, [1, 10])
np.split(x, [2, 1])
np.split(x, [-1])
np.split(x, 2)
np.split(x, 0)
np.split(x, 2, axis=3)
np.split(np.arange(5), -1)
np.array_split(np.arange(7), 3)
np.array_split(np.arange(5), 7)
[(p.shape, p.strides) for p in np.array_split(np.arange(5), 7)]
np.array_split(x, 2, axis=-1)
np.array_split(np.arange(5), 0)
parts = np.split(x, 3)
parts[1][0, 0] = 99
x
type(np.split(x, 3))
np.split([1, 2, 3, 4], 2)
np.split((1, 2), 2)
np.array_split([1, 2, 3], 2)
np.hsplit([[1, 2]], 2)
np.vsplit([[1, 2], [3, 4]], 2)
np.split([1, 2, 3, 4], [1])
