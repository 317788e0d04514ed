import numpy as np
from numpy.lib.stride_tricks import as_strided
final = np.zeros((4, 4), dtype=np.int64)
sh, sw = final.strides
fw = as_strided(final, (2, 2, 3, 3), (sh, sw, sh, sw), writeable=True)
fw.shape
np.add.at(fw, (slice(None),), np.ones((2, 2, 3, 3), dtype=np.int64))
final
final.sum()
ones = np.ones((4, 4))
w = np.lib.stride_tricks.sliding_window_view(ones, (3, 3))
(w == w.max(axis=(2, 3), keepdims=True)).sum()
