# float32 sin and cos are NumPy's own x86 FMA3 algorithm (loops_trigonometric), with libm
# beyond the Cody-Waite range; libm's sinf/cosf differ in the last digit for some inputs.
import numpy as np
sp = np.array([0.0, -0.0, 0.5, 1.0, -1.0, 1.5707964, 3.1415927, 100.0, 71476.0625, 71476.07, 117435.99, 117436.0, -2e5, 1e-45, 3.4e38, np.inf, -np.inf, np.nan], dtype=np.float32)
np.sin(sp)
np.cos(sp)
np.sin(np.float32(1.0)), np.cos(np.float32(1.0)), np.sin(np.float32(-0.0))
x = np.linspace(-2e5, 2e5, 100001).astype(np.float32)
int(np.sin(x).view(np.uint32).astype(np.int64).sum()), int(np.cos(x).view(np.uint32).astype(np.int64).sum())
rng = np.random.default_rng(3)
b = rng.integers(0, 2**32, 100000, dtype=np.uint64).astype(np.uint32).view(np.float32)
s = np.sin(b[::2])
int(s.view(np.uint32).astype(np.int64).sum() % 1000000007), int(np.isnan(s).sum())
c = np.cos(b)
int(c.view(np.uint32).astype(np.int64).sum() % 1000000007), int(np.isnan(c).sum())
np.sin(np.linspace(0, 6, 7, dtype=np.float32))
np.cos(np.linspace(0, 6, 7, dtype=np.float32))
