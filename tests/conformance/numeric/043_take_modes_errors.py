import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
np.take(a, [0, 3], axis=1, mode='clip')
np.take(a, [0, -4, 7], axis=1, mode='wrap')
np.take(a, [-10, 10], mode='clip')
np.take(a, 7)
np.take(a, -7)
np.take(a, [0, 3], axis=1)
np.take(a, [0], axis=2)
np.take(a, [1], mode='foo')
out = np.zeros(2, dtype=int)
np.take(a, [1, 4], out=out)
out
