# The copy module: copy.copy of an array keeps its layout (ndarray.__copy__ is order 'K'),
# deepcopy keeps the sharing between items; and Python's builtin object.
import copy
import numpy as np
a = np.arange(6).reshape(2, 3).T
b = copy.copy(a)
b.strides, b.base is None, b.flags.f_contiguous
c = copy.deepcopy(a)
c.strides
l = [a, a, [1, 2]]
d = copy.deepcopy(l)
d[0] is d[1], d[0] is a, d[2] == l[2], d[2] is l[2]
e = copy.copy(l)
e[0] is a, e is l
from copy import deepcopy
deepcopy({'x': a})['x'].strides
object
isinstance(a, object), isinstance(3, object), issubclass(int, object)
class P(object):
    pass
P
p = np.zeros(3, dtype=[('x', 'f4'), ('y', 'i4')])
copy.copy(p)
type(object)
