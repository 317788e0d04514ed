# take on text arrays: whole elements by index, along an axis or of the flattened array,
# with the numeric take's modes and errors; a single index gives a np.str_ scalar
import numpy as np
names = np.array(['ant', 'bee', 'cat', 'dog'])
names.take([3, 0, 0])
np.take(names, np.array([[1, 2], [3, 0]]))
names.take(2)
grid = np.array([['a', 'bb'], ['ccc', 'd']])
grid.take([1, 0], axis=1)
grid.take(1, axis=0)
np.take(grid, [0, 3])
names.take([5, -9], mode='clip')
names.take([5, -1], mode='wrap')
np.take([b'x', b'yy'], [1, 1])
names.take([4])
grid.take([0], axis=2)
key = np.array([2, 2, 1, 1, 1])
vals = np.array(['2:a', '2:b', '1:a', '1:b', '1:c'])
vals.take(key.argsort(kind='mergesort'))
