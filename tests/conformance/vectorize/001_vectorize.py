import numpy as np
def f(a, b):
    print("call", type(a).__name__, type(b).__name__)
    return a + b
vf = np.vectorize(f)
vf([1, 2], 3)
vf(np.array([[1.5], [2.5]]), [1, 2])
np.vectorize(f, cache=True)([1, 2], 3)
def g(pol, con):
    return len(pol) * con
vg = np.vectorize(g)
vg('PM2.5', np.arange(3))
np.vectorize(lambda x: x > 1)([0, 1, 2, 3])
np.vectorize(lambda x: x + 1)(3)
np.vectorize(lambda x: x / 2, otypes=[int])([1, 2, 3])
np.vectorize(lambda x: x / 2, otypes='f')([1, 2, 3])
np.vectorize(lambda x: (x, x * 2))([1, 2, 3])
np.vectorize(lambda x, y=1: x * y, excluded=['y'])([1, 2, 3], y=[1, 2])
np.vectorize(lambda a, b: len(a) + b, excluded={0})([1, 2, 3], [4, 5])
np.vectorize(lambda x, y: x - y)(x=[1, 2], y=[[10], [20]])
np.vectorize(lambda: 5)()
v = np.vectorize(f, otypes=[float], excluded=[1])
v.otypes
v.excluded
v.cache
