import numpy as np
x = np.array(['a', 'b', 'c'], dtype=object)
x * 2
x + 'z'
np.add(x, x)
np.multiply(x, [1, 2, 3])
np.outer(x, [1, 2, 3])
y = np.array([1, 2.5, 3], dtype=object)
y + 1
y * np.array([2, 2, 2])
y / 2
y == 2.5
x == 'b'
x < 'c'
y.sum()
x.sum()
np.dot(np.array([1, 2, 3]), x)
A = np.array(('a', 'b', 'c', 'd'), dtype=object).reshape((2, 2))
a = np.array(range(1, 9)).reshape((2, 2, 2))
np.tensordot(a, A)
np.tensordot(a, A, 1)
np.tensordot(a, A, (0, 1))
np.isin(np.arange(4), {1, 2})
