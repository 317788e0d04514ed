import numpy as np
class Low(np.ndarray):
    pass
class High(np.ndarray):
    __array_priority__ = 10.0
    def __array_finalize__(self, obj):
        print('High finalize from', type(obj).__name__)
lo = np.arange(3).view(Low)
hi = np.arange(3).view(High)
type(lo + hi).__name__
type(hi + lo).__name__
type(np.add(lo, hi)).__name__
type(lo + np.arange(3)).__name__
type(np.arange(3) * lo).__name__
b = np.arange(3).view(Low)
b += 5
b, type(b).__name__
np.arange(40.0).view(Low)
np.arange(6.0).reshape(2, 3).view(Low)
np.zeros((0, 2)).view(Low)
np.float64(2.5) * lo
class LongName(np.ndarray):
    pass
np.arange(30).reshape(3, 10).view(LongName)
x = np.ndarray.__new__(Low, (2,), dtype=np.int8)
type(x).__name__, x.dtype
