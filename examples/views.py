# Views of one buffer: reshape, reversed slices, sliding windows, and a write seen by all.
import numpy as np
x = np.arange(1, 7)
y = x.reshape(2, 3)
z = y[::-1, ::-2]
z
w = windows(x, 3)
w
info(z)
explain(y[::-1, ::-2])
explain(windows(x, 3))
y[0, 2] = 30
w
mem(x, z, w)
whereis(w[1, 0])
internal_overlap(w)
overlap(y, w)
