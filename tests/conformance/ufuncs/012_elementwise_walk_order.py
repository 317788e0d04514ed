# Element-wise ufuncs over transposed, reversed and mixed-order operands: values, result
# strides and dtypes (the loop walks memory in stride order; results and layouts as NumPy's)
import numpy as np
x = np.arange(24.).reshape(2, 3, 4)
t = x.transpose(2, 0, 1)
r = t * 2.0
r
r.strides
(x.T + x.T).strides
(x[:, ::-1] - 1).strides
x[:, ::-1] - 1
np.sqrt(x.transpose(1, 2, 0)).strides
np.negative(x[::-1, :, ::2])
(x.T // 3).strides
x.T // 3
(np.arange(24).reshape(4, 6).T % 5)
(np.arange(24).reshape(4, 6).T % 5).strides
y = np.asfortranarray(x)
(y + x).strides
(y + t.transpose(1, 2, 0)).strides
o = np.zeros((4, 2, 3))
np.add(t, 1.0, out=o)
o.strides
o
p = np.zeros((4, 3, 2)).transpose(0, 2, 1)
np.multiply(t, t, out=p)
p
a = np.arange(12.).reshape(3, 4)
np.add(a[:, :-1], a[:, 1:], out=a[:, 1:])
a
b = np.arange(12.).reshape(3, 4).T
np.subtract(b[1:], b[:-1], out=b[:-1])
b
(np.arange(6, dtype=np.int32).reshape(2, 3).T > 2).strides
np.clip(x.T, 3.0, 20.0).strides
