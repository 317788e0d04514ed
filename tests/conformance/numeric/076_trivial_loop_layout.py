# Output layout when NumPy's single-loop shortcut applies (every input the same shape and
# contiguous with the same flags) versus when its iterator picks the order.
import numpy as np
f = np.asfortranarray(np.arange(24, dtype=np.int8).reshape(6, 1, 4))
(f + f).strides
(f * 2).strides
(-f).strides
(f + f.astype(np.int16)).strides
c = np.arange(20, dtype=np.int8).reshape(1, 5, 4)
(c + c).strides
t = np.arange(10, dtype=np.int16).reshape(10, 1, 1)
u = t.transpose(1, 0, 2)
(u + u).strides
g = np.asfortranarray(np.arange(12.0).reshape(3, 4))
(g + g).strides
(g + np.ascontiguousarray(g)).strides
(g + 1.5).strides
(g > 3).strides
(g[:, :2] + 1).strides
(g.T + g.T).strides
e = np.asfortranarray(np.ones((2, 1, 3), dtype=np.float32))
(e + e).strides
(e + np.ones((2, 1, 3), dtype=np.float32)).strides
(np.float32(2) * e).strides
np.sqrt(f).strides
