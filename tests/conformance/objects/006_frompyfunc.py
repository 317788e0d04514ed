# np.frompyfunc: a ufunc whose one loop is the object loop: the Python function is called
# per element of the broadcast inputs, and the results are object arrays
import numpy as np
def hyp(a, b):
    return (a * a + b * b) ** 0.5
uhyp = np.frompyfunc(hyp, 2, 1)
uhyp
uhyp(np.array([3, 5, 8]), np.array([[4], [12]]))
uhyp(3, 4)
uhyp.nin, uhyp.nout, uhyp.nargs, uhyp.identity, uhyp.__name__
type(uhyp)
np.frompyfunc(str, 1, 1)(np.arange(3))
def both(x):
    return x // 3, x % 3
q, r = np.frompyfunc(both, 1, 2)(np.arange(7))
q
r
np.frompyfunc(lambda s: s.upper(), 1, 1)(['ab', 'c'])
np.frompyfunc(len, 1, 1)
np.frompyfunc(hyp, 2, 1)([], [])
uhyp(1)
uhyp(1, 2, 3, 4)
np.frompyfunc(5, 1, 1)
