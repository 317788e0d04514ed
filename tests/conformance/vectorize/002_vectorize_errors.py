import numpy as np
def f(a, b):
    print("call", type(a).__name__, type(b).__name__)
    return a + b
vf = np.vectorize(f)
v = np.vectorize(f, otypes=[float], excluded=[1])
v.pyfunc is f
np.vectorize(f, otypes='d').otypes
type(v)
np.vectorize(f).__name__
v is v
np.vectorize(lambda x: x, otypes=[float])([])
vf([1, 2], [1, 2, 3])
vf([], [1])
np.vectorize(3)
np.vectorize(f, otypes='q!')
np.vectorize(f, otypes=3)
np.vectorize(lambda x: x if x == 1 else [x])([1, 2])
np.vectorize(lambda x: x if x == 1 else [x], otypes=[float])([1, 2])
np.vectorize(lambda x: 1 / x)([1, 0])
np.vectorize(lambda x: 2 ** x)(np.arange(4, dtype=np.int8))
np.vectorize(lambda x: x * 1j)([1, 2])
np.vectorize(lambda x: np.float32(x))([1, 2])
np.vectorize(lambda x: x if x == 1 else [x], otypes=[complex])([1, 2])
np.vectorize(lambda x: x if x == 1 else [x], otypes=[bool])([1, 2])
np.vectorize(lambda x: x if x == 1 else (x,), otypes=[np.int8])([1, 2])
