# Layouts NumPy gives results in less common cases (found by the fuzzer).
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
v = np.broadcast_to(np.arange(2, dtype=np.int32).reshape(1, 2, 1, 1), (2, 3, 3, 2, 1, 2))
v.strides
# a cast copy keeps the source's order ('K'): zero strides sort innermost
np.asarray(v[::-1], dtype=np.float64).strides
np.asanyarray(v, dtype=np.float64).strides
np.asarray(v.T, dtype=np.float32, order='C').strides
np.asarray(v, order='F').strides
np.isclose(v, v[::-1]).strides
np.isclose(v, v[::-1], equal_nan=True).strides
r = np.isclose(np.arange(6.0).reshape(2, 3).T, [1.0, np.nan], equal_nan=True)
r, r.strides
# matmul's stack axes follow the inputs' memory order, the matrix axes stay C order
s = np.broadcast_to(np.arange(4, dtype=np.int16).reshape(1, 2, 2), (2, 2, 2, 2))
m = np.matmul(s, s.T)
m.strides, m
(s @ s.transpose(1, 0, 2, 3)).strides
np.matmul(np.ones((3, 1, 2, 2)).transpose(1, 0, 2, 3), np.ones((2, 2))).strides
# np.where always returns an array, even 0-d
np.where(True, 1, 2)
np.where(np.array(3, dtype=np.int8) % 2 == 0, -3, np.array(-5, dtype=np.int8))
# out= that overlaps itself: the result is copied back by out's strides, last write wins
b = np.arange(4, dtype=np.float32)
bb = np.broadcast_arrays(b[::-3, None], b)[1]
np.maximum(bb, b[::-3, None], out=bb) is bb
b
t = np.arange(20, dtype=np.int16)
w = np.lib.stride_tricks.as_strided(t, shape=(4, 4), strides=(2, 4))
w += 1
t
w2 = np.lib.stride_tricks.as_strided(t[::-1], shape=(3, 3), strides=(-2, -4))
np.negative(w2, out=w2)
t
