# Math ufuncs (a libm call per element) on 10^7 float64 / float32, into existing arrays.
import numpy as np
x = (np.arange(10_000_000, dtype=np.float64) % 1000.0) / 100.0 + 0.5
y = x[::-1].copy()
o = np.empty_like(x)
f = x.astype(np.float32)
g = np.empty_like(f)
# --- timed ---
np.exp(x, out=o)
np.log(x, out=o)
np.sin(x, out=o)
np.tanh(x, out=o)
np.power(x, 1.5, out=o)
np.arctan2(x, y, out=o)
np.exp(f, out=g)
np.sin(f, out=g)
np.log(f, out=g)
np.tanh(f, out=g)
