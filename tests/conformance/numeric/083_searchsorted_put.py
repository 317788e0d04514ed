# np.searchsorted (sides, sorter, NaN order, errors) and np.put / ndarray.put (cyclic values, modes)
import numpy as np
a = np.array([1, 2, 2, 3, 5])
np.searchsorted(a, 2)
np.searchsorted(a, 2, side='right')
np.searchsorted(a, [[0, 2], [4, 9]])
np.searchsorted(a, np.array(3))
np.searchsorted(a, 2.5)
np.searchsorted([], [1, 2])
np.searchsorted([1.0, 2.0, np.nan], [np.nan, 2.0, 10.0])
np.searchsorted([1.0, 2.0, np.nan], np.nan, side='right')
a.searchsorted([3, 0])
b = np.array([40, 10, 20, 30])
s = np.argsort(b)
np.searchsorted(b, [5, 25, 45], sorter=s)
np.searchsorted(b, 25, side='right', sorter=s)
np.searchsorted(b, 25, sorter=[0, 1])
np.searchsorted(b, 25, sorter=[0, 1, 2, 9])
np.searchsorted(b, 25, sorter=[0.0, 1, 2, 3])
np.searchsorted(b, 25, side='x')
np.searchsorted(b, 25, side='R')
np.searchsorted(b, 25, side=1)
np.searchsorted([[1, 2]], 1)
np.searchsorted(1, 1)
x = np.arange(5)
np.put(x, [0, 2], [-44, -55])
x
np.put(x, [1, 3, 4], [7])
x
np.put(x, 22, -5, mode='clip')
x
np.put(x, [-1, 6], [8, 9], mode='wrap')
x
np.put(x, [-6], 0)
np.put(x, [9], 0)
np.put(x, [1.7], 3)
x
np.put(x, [], [1])
np.put(x, [0], [])
x
np.put(x, [0], 1, mode='x')
np.put([1, 2], [0], 1)
y = np.zeros((2, 3))
y.T.put([1, 2], [5.5, 6])
y
y[:, ::2].put([0, 3], -1)
y
np.put(np.zeros(0), [0], 1)
np.put(np.zeros(3, dtype=np.uint8), [0], -1)
r = np.arange(3)
r.flags.writeable = False
np.put(r, [0], 1)
