# np.clip with scalar bounds: NumPy's one-pass constant-bound loop (NaN inputs and bounds,
# signed zeros, lo > hi, float32 and int dtypes, layouts of the result).
import numpy as np
x = np.array([-2.0, -0.0, 0.0, 0.5, np.nan, 3.0, np.inf, -np.inf])
np.clip(x, 0.0, 1.0)
np.clip(x, -0.0, 0.0)
np.clip(x, 0, 1)
np.clip(x, 2.0, 1.0)
np.clip(x, np.nan, 1.0)
np.clip(x, 0.0, np.nan)
np.clip(x, np.float64(0.25), np.float64(0.75))
np.clip(x.astype(np.float32), 0.1, 0.9)
np.clip(x.astype(np.float32), -1e39, 1e39)
np.clip(x.astype(np.float32), np.float32(0.5), 2)
i = np.arange(-5, 6, dtype=np.int8)
np.clip(i, -2, 3)
np.clip(i, np.int8(-1), np.int8(1))
np.clip(i, -2, 3.5)
np.clip(i, -2, 300)
u = np.arange(10, dtype=np.uint16)
np.clip(u, 2, 7)
m = np.arange(24.0).reshape(4, 6)
r = np.clip(m.T, 3, 20)
r
r.flags['F_CONTIGUOUS'], r.strides
s = np.clip(m[::2, ::-3], 5, 15)
s, s.strides
np.clip(np.arange(5), 1, 3).dtype
np.clip(np.array(2.5), 0, 1)
b = np.array([True, False])
np.clip(b, 0, 1)
np.clip(np.arange(5.0), [1, 2, 3, 4, 5], 3)
