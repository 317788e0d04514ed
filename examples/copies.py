# When is a result a copy? Reshaping a non-contiguous view, fancy indexing, copy().
import numpy as np
x = np.arange(1, 7)
z = x.reshape(2, 3)[::-1, ::-2]
r = z.reshape(4)
explain(z.reshape(4))
r[0] = 100
x
c = x[[0, 2, 4]]
c[0] = -1
x
evens, odds = x[::2], x[1::2]
overlap(evens, odds)
t = np.arange(24).reshape(2, 3, 4)[:, :, ::2]
explain(t.reshape(6, 2))
b = x
