# Copies of a transposed and a strided 3162x3162 float64 array (10^7 elements).
import numpy as np
a = np.arange(3162 * 3162, dtype=np.float64).reshape(3162, 3162)
# --- timed ---
t = a.T.copy()
s = np.ascontiguousarray(a[:, ::2])
print(t[1, 0], s[0, 1])
