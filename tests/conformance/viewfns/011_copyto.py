import numpy as np
a = np.zeros((2, 3), dtype=np.int64)
np.copyto(a, [1, 2, 3])
a
np.copyto(a, 7, where=[True, False, True])
a
np.copyto(a, np.arange(6).reshape(2, 3), where=a > 5)
a
np.copyto(a, 1.5)
np.copyto(a, np.ones(3))
np.copyto(a, np.ones(3), casting='unsafe')
a
np.copyto(a, np.ones(4, int))
np.copyto([1], 2)
b = np.zeros(3, dtype=np.int8)
np.copyto(b, 300)
np.copyto(b, np.int64(3))
np.copyto(b, np.arange(3))
np.copyto(b, np.arange(3, dtype=np.int16), casting='same_kind')
b
f = np.zeros(3)
np.copyto(f, 2)
np.copyto(f, np.arange(3, dtype=np.int32), casting='safe')
f
np.copyto(f, np.arange(3), casting='no')
np.copyto(f, 1, casting='bad')
v = np.arange(6)[::2]
np.copyto(v, 9)
v
ro = np.broadcast_to(np.arange(3), (2, 3))
np.copyto(ro, 1)
d = np.diagonal(np.zeros((2, 2)))
np.copyto(d, 1)
np.copyto(np.zeros(3, bool), 1)
