# Three small rules the fuzzer found: the first write to a broadcast_arrays result clears its
# warn-on-write flag (so as_strided of it is writeable after); nonzero of a 0-d boolean adds
# NumPy's hint; as_strided of an empty diagonal keeps its out-of-buffer data pointer.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
x, y = np.broadcast_arrays(np.arange(3), np.zeros((2, 1), dtype=np.int64))
as_strided(x).flags.writeable
x[0, 0] = 5
as_strided(x).flags.writeable
y.flags.writeable
np.array(True).nonzero()
np.nonzero(np.array(0))
a = np.arange(1, dtype=np.int32)
v = as_strided(a, (1, 2, 1), (0, 0, 8))
d = np.diagonal(v, 1, 0, -1)
d.shape, d.__array_interface__['data'][0] - a.__array_interface__['data'][0]
w = sliding_window_view(d, (1, 0))
w.shape, w.strides, w.__array_interface__['data'][0] - a.__array_interface__['data'][0]
