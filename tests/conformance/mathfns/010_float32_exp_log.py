# float32 exp and log are NumPy's own x86 SIMD algorithms (loops_exponent_log), not libm's
# expf/logf: they differ in the last digit for some inputs, which repr shows.
import numpy as np
sp = np.array([0.0, -0.0, 1.0, -1.0, 2.5, 88.72, 88.7228, 88.72284, -87.3, -103.97, -103.98, 1e-45, 1e-40, 1.17e-38, 3.4e38, np.inf, -np.inf, np.nan, 0.70710677, 0.7071068], dtype=np.float32)
np.exp(sp)
np.log(sp)
np.exp(np.float32(2.5)), np.log(np.float32(3.0)), np.exp(np.float32(-0.3))
x = np.linspace(-110, 90, 100001).astype(np.float32)
int(np.exp(x).view(np.uint32).astype(np.int64).sum()), int(np.log(np.abs(x)).view(np.uint32).astype(np.int64).sum())
rng = np.random.default_rng(7)
b = rng.integers(0, 2**32, 100000, dtype=np.uint64).astype(np.uint32).view(np.float32)
y = np.exp(b[::3])
int(y.view(np.uint32).astype(np.int64).sum() % 1000000007), int(np.isnan(y).sum())
z = np.log(b)
int(z.view(np.uint32).astype(np.int64).sum() % 1000000007), int(np.isnan(z).sum())
np.exp(np.arange(6, dtype=np.float32))
np.log(np.arange(1, 7, dtype=np.float32))
