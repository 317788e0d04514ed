import numpy as np
class C(np.ndarray):
    pass
a = np.arange(4)
a.view(int, C)
a.view(C, C)
a.view(type=list)
c = a.view(C)
c.nothing
c.shape = (2, 2)
c
type(c).__name__
c.ndim = 3
class P:
    def f(self):
        return super().f()
P().f()
super()
def g():
    return super().x
g()
class Q(np.ndarray):
    def __array_wrap__(self, arr, context=None, return_scalar=False):
        raise ValueError('no wrap')
np.negative(a.view(Q))
super(C, 3)
