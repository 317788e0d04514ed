import numpy as np
rng = np.random.default_rng(5)
x = rng.standard_normal(200000)
x[np.abs(x) > 4.2]
x.max(), x.min(), x[-3:]
e = rng.standard_exponential(200000)
e[e > 11]
e.max(), e[-3:]
f = rng.standard_normal(200000, dtype=np.float32)
f[np.abs(f) > 4.2]
g = rng.standard_exponential(200000, dtype=np.float32)
g[g > 11]
rng.standard_normal(3)
