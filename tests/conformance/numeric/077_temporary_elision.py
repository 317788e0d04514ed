# NumPy computes into a large temporary operand in place ("temporary elision"):
# the result keeps the temporary's layout, and an in-place square of a bool temporary fails.
import numpy as np
t = np.asfortranarray(np.ones((600, 600)))
((t * 1) + np.ones((600, 600))).strides
(np.ones((600, 600)) + t * 1).strides
(np.ones((600, 600)) - t * 1).strides
(t * 1 - np.ones((600, 600))).strides
((t * 1) / 2).strides
(-(t * 1)).strides
(t * 1 + 1).flags.owndata
((t * 1) ** 2).strides
((t * 1) ** 0.5).strides
small = np.asfortranarray(np.ones((6, 6)))
((small * 1) + np.ones((6, 6))).strides
big = np.arange(300000)
r = (big > 5) ** 2
r = (big > 5) ** 2.0
r.dtype
((big > 5) ** 3).dtype
((big * 1) / 2).dtype
((big * 1) // 2).dtype
((big.astype(np.float32) * 1) + 2.5).dtype
((big.astype(np.int32) * 1) + 2).dtype
((big.astype(np.int32) * 1) + np.int64(2)).dtype
(big * 1 + big)[:3]
x = big * 2
y = x + 1
x[:3]
y[:3]
u = big.reshape(600, 500).T * 1
(u + np.ones((500, 600))).strides
(u & 3).strides
(~(u * 1)).strides
