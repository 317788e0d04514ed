# np.roll copies blocks into an empty_like (order K) result; array_equal with equal_nan
# counts NaN pairs (either part of a complex) as equal.
import numpy as np
x = np.arange(24).reshape(2, 3, 4)
np.roll(x, 1)
np.roll(x, -5, axis=2)
np.roll(x, (1, 2), axis=(0, 2))
np.roll(x, (1, 1), axis=(1, 1))
r = np.roll(x.transpose(2, 0, 1), 2, axis=0)
r
r.strides
np.roll(x[:, ::-1, ::2], 1, axis=1).strides
np.roll(np.array(5.0), 3)
np.roll(np.arange(6.0)[::2], 7)
np.roll(np.zeros((0, 3)), 1, axis=1).shape
np.roll(x, 100, axis=-1)
np.roll(np.arange(10), np.int8(3))
np.array_equal(np.array([1.0, np.nan]), np.array([1.0, np.nan]), equal_nan=True)
np.array_equal(np.array([1.0, np.nan]), np.array([1.0, np.nan]))
np.array_equal(np.array([1 + 1j, complex(np.nan, 1)]), np.array([1 + 1j, complex(1, np.nan)]), equal_nan=True)
np.array_equal(np.arange(3), np.arange(3.0))
np.array_equal(np.zeros((0, 2)), np.zeros((0, 2)))
np.array_equal([1, 2], [[1, 2]])
