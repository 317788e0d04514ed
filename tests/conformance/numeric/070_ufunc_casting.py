# In-place casting errors name UFuncTypeError; ufunc.at casts back unsafely.
import numpy as np
b = np.arange(4.) > 1
b += 1
i = np.arange(3)
i /= 2
try:
    i *= 1.5
except TypeError as e:
    print(type(e).__name__, 'is a TypeError')
t = np.zeros(3, np.int64)
np.add.at(t, [0, 0], 1.5)
t
u = np.zeros(3, np.uint8)
np.add.at(u, [0, 0], np.arange(1, 3))
u
