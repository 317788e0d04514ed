import numpy as np
np.binary_repr(3), np.binary_repr(-3), np.binary_repr(3, width=4), np.binary_repr(-3, width=3), np.binary_repr(-3, width=5)
np.binary_repr(0), np.binary_repr(0, width=3), np.binary_repr(-4, width=3), np.binary_repr(-4, width=6), np.binary_repr(np.int64(10))
np.binary_repr(-1, width=1), np.binary_repr(-1), np.binary_repr(255, width=10)
try:
    np.binary_repr(8, width=2)
except ValueError as e:
    print(e)
try:
    np.binary_repr(-9, width=2)
except ValueError as e:
    print(e)
try:
    np.binary_repr(1.5)
except TypeError as e:
    print(e)
