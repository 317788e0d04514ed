# Any write clears a broadcast_arrays result's warn-on-write flag (sort in place, put, out=),
# and a Python int fills a float array whatever its size (a weak scalar, NEP 50).
import numpy as np
from numpy.lib.stride_tricks import as_strided
x = np.arange(-5, 0, dtype=np.int8)
a, b = np.broadcast_arrays(x, x[..., :1])
as_strided(b, (3,), (1,)).flags.writeable
b.sort(axis=0)
as_strided(b, (3,), (1,)).flags.writeable
c, d = np.broadcast_arrays(np.arange(3.), 1.0)
np.add(c, 1, out=c)
as_strided(c).flags.writeable
e, f = np.broadcast_arrays(np.arange(4), 0)
np.put(e, [0], [9])
as_strided(e).flags.writeable
np.full_like(np.arange(6).reshape(2, 3)[..., ::2], -9223372036854775809, dtype=np.float64)
np.full(2, 2**64, dtype=np.float32)
np.full(3, 5, dtype=bool)
