import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
v = np.arange(10, 16)
m = v.reshape(2, 3)
win = sliding_window_view(v, 3)
for name, arr in (('v', v), ('m', m), ('win', win)):
    f = arr.flags
    print(name, f.c_contiguous, f.f_contiguous, f.owndata, f.writeable, f.aligned)
win.flags
type(win.base).__name__
m.base is v
