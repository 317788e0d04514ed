# np.take converts indices with same_kind casting (float arrays refuse, uint64 wraps); out=
# may be the source or the indices.
import numpy as np
x = np.arange(10.0)
np.take(x, np.array([1.5, 2]))
np.take(x, np.array([1, 2], dtype=np.uint64))
np.take(x, np.array(3.0))
np.take(x, [1.5, 2])
np.take(x, np.float32(2))
np.take(x, np.array([True, False]))
np.take(x, np.array([[1, 2], [3, 4]]).T)
x.take(np.array([[1, 2], [3, 4]], dtype=np.int8)[::-1], mode='wrap')
np.take(x, [2**63])
x = np.arange(10)
np.take(x, [3, 2, 1], out=x[:3])
x
i = np.array([2, 0, 1])
np.take(x, i, out=i)
i
