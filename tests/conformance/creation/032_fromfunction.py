# np.fromfunction: the function gets one index grid per axis (float64 unless dtype=)
import numpy as np
np.fromfunction(lambda i, j: i == j, (3, 3), dtype=int)
np.fromfunction(lambda i, j: i + j, (3, 3))
np.fromfunction(lambda i, j: 10 * i + j, (5, 4), dtype=int)
def f(x, y):
    return 10 * x + y
b = np.fromfunction(f, (5, 4), dtype=int)
b[2, 3]
b[:, 1]
np.fromfunction(lambda i, j, k=1: i * k + j, (2, 3), dtype=np.int8, k=100)
np.fromfunction(lambda i: i ** 2, (4,), dtype=np.float32)
np.fromfunction(lambda i, j: 7, (2, 2))
np.fromfunction(lambda i, j: i, (0, 3))
np.fromfunction(lambda i: i, (-1,))
np.fromfunction(lambda i, j: i, (2, 2), dtype=int, like=None)
np.fromfunction(lambda i: i, (2, 2))
np.fromfunction(lambda *a: len(a), ())
