import numpy as np
class C(np.ndarray):
    def __new__(cls, *args, **kwargs):
        print('In __new__ with class %s' % cls)
        return super().__new__(cls, *args, **kwargs)

    def __init__(self, *args, **kwargs):
        print('In __init__ with class %s' % self.__class__)

    def __array_finalize__(self, obj):
        print('finalize', type(self).__name__, 'from', type(obj).__name__)
c = C((4,), dtype=np.int64)
c.fill(3)
c
cast = np.arange(3).view(C)
cv = c[:2]
cv
cc = c.copy()
type(cc), cc.base is None
t = cast.T
