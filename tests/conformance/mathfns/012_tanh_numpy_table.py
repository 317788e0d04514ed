# np.tanh is NumPy's own table-driven polynomial on x86 with FMA3 and on ARM
# (loops_hyperbolic, from SVML), float64 and float32: glibc's tanh differs in the last
# digit for some inputs, which repr shows. float32 sin/cos switch to libm beyond NumPy's
# argument reduction, element by element inside a long array.
import numpy as np
sp = np.array([0.0, -0.0, 1e-300, 5e-324, 0.1, -0.1249999, 0.125, 0.5, -1.5, 2.75, 7.0, 19.06, 19.07, 40.0, 1.3e308, 1.7e308, np.inf, -np.inf, np.nan])
np.tanh(sp)
np.tanh(sp.astype(np.float32))
np.tanh(np.float64(0.3)), np.tanh(np.float32(-0.7)), np.tanh(-4.5949522085842005e-3)
x = np.linspace(-25, 25, 200001)
int((np.tanh(x).view(np.uint64) % np.uint64(1000003)).sum())
int(np.tanh(x.astype(np.float32)).view(np.uint32).astype(np.int64).sum())
rng = np.random.default_rng(11)
b = rng.integers(0, 2**64 - 1, 100000, dtype=np.uint64).view(np.float64)
t = np.tanh(b[::2])
int((t.view(np.uint64) % np.uint64(1000003)).sum()), int(np.isnan(t).sum())
f = rng.integers(0, 2**32, 100000, dtype=np.uint64).astype(np.uint32).view(np.float32)
u = np.tanh(f)
int(u.view(np.uint32).astype(np.int64).sum() % 1000000007), int(np.isnan(u).sum())
np.tanh(np.linspace(-3, 3, 7).reshape(7, 1)[::-2])
y = np.linspace(-1, 1, 1000).astype(np.float32)
y[[3, 300, 301, 999]] = [2e5, -1e6, 3e38, 8e4]
s = np.sin(y)
c = np.cos(y)
s[[2, 3, 300, 301, 999]], c[[2, 3, 300, 301, 999]]
int(s.view(np.uint32).astype(np.int64).sum()), int(c.view(np.uint32).astype(np.int64).sum())
r = np.sin(y, out=y)
y[[2, 3, 300, 301, 999]]
