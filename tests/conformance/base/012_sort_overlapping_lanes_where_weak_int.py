import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
# a.sort(axis) sorts lane by lane: a window view's lanes share memory and see earlier writes
x = np.array([5, 3, 8, 1, 9, 2, 7], dtype=np.int16)
w = sliding_window_view(x, 3, writeable=True)
w.sort(axis=0)
x
w
y = np.array([4, 1, 3, 2, 0])
v = sliding_window_view(y, 2, writeable=True)
v.sort(axis=1)
y
a = np.arange(4)
a.sort(axis=None)
np.arange(3).astype(np.int64, order='F', copy=False).strides
np.arange(6).reshape(2, 3)[:, ::2].astype(np.int64, order='F', copy=False).strides
a = np.arange(3)
np.where(a > 1, 300, a.astype(np.int8))
np.where(a > 1, 2**63, a)
np.where(a > 1, -1, a.astype(np.uint8))
np.where(a > 1, 2**64 + 5, a)
np.where(a > 1, 1.5, a.astype(np.int8))
from numpy.lib.stride_tricks import sliding_window_view
v2 = np.arange(-5, 19).astype(np.float32).reshape(3, 4, 2)
v3 = sliding_window_view(v2, (3, 2), axis=(0, 2))
v6 = np.asfortranarray(v3)
v9 = np.isclose(v6, v6, equal_nan=True)
v6.shape, v6.strides, v9.strides
v9.clip(0, 0).strides
np.maximum(v9, 0).strides
np.clip(v9, 0, 0).strides
(v9 + 0).strides
np.clip(v6, 0, 0).strides
np.clip(v6.astype(bool), 0, 0).strides
v9.flags.f_contiguous, v9.flags.c_contiguous, v9.flags.aligned, v9.__array_interface__['data'][0] % 8
np.add(v9, 0).strides
