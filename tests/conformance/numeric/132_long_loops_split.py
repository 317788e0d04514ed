# Loops long enough to run as two halves on two threads must give NumPy's bits:
# pairwise sums, max/min with NaN, casts, copies, takes and gathers.
import numpy as np
n = 3_000_017
x = np.arange(n, dtype=np.float64) * 0.1 + 1e10
x[1::2] *= -1.0
x.sum()
x[::-1].sum()
np.add.reduce(x[5:])
f = x.astype(np.float32)
f.sum()
f.sum(dtype=np.float64)
x.max(), x.min(), f.max(), f.min()
# (which zero a max/min of mixed signed zeros returns depends on NumPy's SIMD width, so
# that is checked in minmax/tests.rs and 128_reduction_grouping; a NaN wins on any CPU)
z = np.zeros(n)
z[::3] = -0.0
z[2_000_000] = np.nan
z.max(), z.min()
k = np.arange(n, dtype=np.int64) * 7919 % 1_000_003
k.max(), k.min(), k.sum(), k[::-1].argmax()
y = x + 500.0
y[:4], y[-4:]
o = np.empty_like(x)
np.multiply(x, 3.0, out=o)[1_500_000:1_500_004]
c = np.empty(n, dtype=np.int32)
np.copyto(c, x * 1e-4, casting='unsafe')
c[:3], c[-3:], c.sum()
m = x[:3_000_000].reshape(1000, 3000)
t = m.T.copy()
t[2999, 998:], t[:2, :2], t.flags['C_CONTIGUOUS']
u = m[::-1, ::-1].copy()
u[0, :3], u[-1, -3:]
idx = (np.arange(n) * 7919) % n
g = x[idx]
g[:3], g[-3:], g.sum()
tk = np.take(x, idx)
np.array_equal(tk, g)
tk2 = np.take(x, idx - n)
np.array_equal(tk2, g)
try:
    np.take(x, np.concatenate([idx, [n]]))
except IndexError as e:
    print(e)
w = np.where(x > 0, x, 0.0)
w.sum()
cl = np.clip(x, -1e10 - 5.0, 1e10 + 5.0)
cl[:6]
r = np.empty(n)
r[::-1] = x
r[:3], r[-3:]
q = np.zeros((3000, 1000))
q.T[:] = m
q[2999, -3:], q[:2, :2]
pe = np.pad(m.T, 2, mode="edge")
pe.shape, pe[:3, :3], pe[-3:, -3:], pe[1500, :4], pe.flags['F_CONTIGUOUS']
pc = np.pad(x, (3, 5), constant_values=7.0)
pc[:5], pc[1_500_000:1_500_003], pc[-6:]
pr = np.pad(m, ((1, 2), (3, 4)), mode="reflect")
pr[:2, :5], pr[-2:, -5:]
tl = np.tile(x[:1_000_000], 3)
tl[999_998:1_000_002], tl[-2:]
# buffered sums (a sliced 2-d input is copied in NumPy's 8192-element calls)
m[:, :2900].sum(), m[:, 7:].sum(), m[::-1, :2999].sum(), m.T[:2900].sum()
m.astype(np.float32)[:, :2900].sum(), m[:, :2900].mean()
x[:3_000_000].reshape(1000, 3000)[:, ::2].sum()
