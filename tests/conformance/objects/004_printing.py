import numpy as np
a = np.array([1.0, 0.1, None, 'text', (1, 2), [3]], dtype=object)
a
print(a)
str(a)
b = np.array([[1, None], [[1], 2.5]], dtype=object)
b
print(b)
np.array(5, dtype=object)
print(np.array(5, dtype=object))
np.array([], dtype=object)
np.array([np.int64(2), np.float32(1.5)], dtype=object)
c = np.array([list(range(30)), ['x'] * 3], dtype=object)
c
np.array(['a' * 30, 'b' * 30, 'c' * 30], dtype=object)
np.array([{'k': 1}, {2, 3}], dtype=object)
