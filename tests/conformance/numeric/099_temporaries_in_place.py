# Temporaries computed in place where nothing can tell: `temp % k`, `temp ** k` and
# `temp.astype(t)` keep a fresh result's layout, dtype, flags and values
import numpy as np
n = 64 * 64 * 64
r = np.arange(n) % 1009
r.dtype, r.strides, r.flags.owndata, r.base is None, r[-3:], r.sum()
f = np.asfortranarray(np.arange(n).reshape(64, 64, 64)) % 7
f.strides, f.flags.f_contiguous, f[1, 2, 3], f.sum()
(np.arange(n) % -7)[-5:]
(np.arange(n) // 9)[-5:]
(np.arange(-n, n, 3) % 1009)[:6]
(np.arange(-n, n, 3) // -1009)[:6]
(np.arange(n, dtype=np.int32) % 7).dtype
(np.arange(n, dtype=np.uint64) % np.uint64(5))[-4:]
(np.arange(n) % 2.5).dtype
(np.arange(n) % np.arange(n)[::-1].clip(1))[-3:]
(np.arange(n) ** 2)[-2:]
(np.arange(n) ** 3)[-2:]
(np.arange(n, dtype=np.float32) ** 2.5).dtype
(np.arange(n) ** 1.5)[:3]
b = np.ones(n, dtype=bool) % True
b.dtype, b[:3]
big = np.arange(2**51 - 2, 2**51 + 300000) % 1000
big[:4], big[-4:]
t = np.arange(n).astype(np.float64)
t.dtype, t.strides, t.flags.owndata, t[-2:]
u = np.arange(n).reshape(64, 64, 64).T.copy().T
u.flags.c_contiguous, u.flags.f_contiguous
v = np.arange(n).reshape(64, 64, 64).T.astype(np.float64)
v.strides, v.flags.f_contiguous
w = np.asfortranarray(np.arange(n).reshape(64, 64, 64)).astype(np.float64, order='C')
w.strides, w[1, 2, 3]
(np.arange(n).astype(np.uint64) - 1)[:2]
(np.arange(n) - 5).astype(np.float32)[:3]
(np.arange(n) - 5).astype(bool)[:7]
(np.linspace(-3, 3, n) * 1e10).astype(np.int64)[:3]
(np.linspace(-3, 3, n)).astype(np.uint64, casting='unsafe')[-2:]
x = np.arange(n)
y = x.astype(np.float64)
x[:3], y[:3], np.shares_memory(x, y)
z = x % 5
x[-3:], z[-3:]
