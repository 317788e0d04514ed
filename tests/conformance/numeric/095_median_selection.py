# np.median by selection: odd and even lanes, every axis of strided and transposed views,
# NaN lanes, empty input, float16/float32 means, int64 past 2**53, bool
import numpy as np
a = np.array([[10, 7, 4], [3, 2, 1]])
np.median(a), np.median(a, axis=0), np.median(a, axis=1)
np.median(np.array([1.0, np.nan, 2.0]))
np.median(np.arange(24.0).reshape(2, 3, 4)[:, ::-1, ::2], axis=1)
np.median(np.arange(24).reshape(2, 3, 4).transpose(2, 0, 1), axis=(0, 2))
np.median(np.array([], dtype=float))
np.median(np.array([3, 1, 2], dtype=np.float16)), np.median(np.array([3, 1, 2, 5], dtype=np.float32))
np.median(np.array([2**62 + 1, 2**62 + 3, 2**62 + 2]))
x = np.random.default_rng(1).standard_normal((5, 300))
np.median(x, axis=1), np.median(x[:, ::3], axis=0)[:5]
np.median(np.array([True, False, True]))
