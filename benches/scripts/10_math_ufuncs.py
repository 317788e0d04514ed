# Math ufuncs as a user writes them: fresh results of exp, log, sin, tanh, power, arctan2 on
# 10^7 float64 values, and exp/sin on their float32 copy.
import numpy as np
x = (np.arange(10_000_000, dtype=np.float64) % 1000.0) / 100.0 + 0.5
e = np.exp(x)
l = np.log(x)
s = np.sin(x)
t = np.tanh(x)
p = np.power(x, 1.5)
a = np.arctan2(x, x[::-1])
f = x.astype(np.float32)
ef = np.exp(f)
sf = np.sin(f)
print(e[:3], l[:3], s[:3], t[:3], p[:3], a[:3], ef[:3], sf[:3])
