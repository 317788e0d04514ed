import numpy as np
a = np.array([3.5, -1.25, 0.1, 2, np.nan, -0.0], dtype=np.float16)
b = np.arange(6, dtype=np.float16)
np.sort(a)
np.argsort(a)
a < b, a == b
np.maximum(a, b), np.minimum(a, 1)
np.maximum(np.float16(0.0), np.float16(-0.0)), np.maximum(np.float16(-0.0), np.float16(0.0))
np.fmax(a, b)
np.where(a > 1, a, b)
np.clip(b, 1.5, 3.25)
np.isnan(a), np.isfinite(a)
np.add.at(b, [0, 0, 1], 1)
b
np.add.at(b, [2], 0.1)
b
b += 1
b *= 1.5
b
-a, abs(a)
np.concatenate([b, np.zeros(2, np.float32)]).dtype
np.stack([b, b]).dtype
np.unique(np.array([1, 1, 2.5], dtype=np.float16))
np.cumsum(b), np.diff(b)
np.einsum('i,i->', b, b)
c = np.zeros(3, dtype=np.int8)
c += np.float16(1.5)
