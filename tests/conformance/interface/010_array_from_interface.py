# np.array/np.asarray of an object whose __array_interface__ describes another array's memory
import numpy as np
class Holder:
    pass
base = np.arange(6.0)
h = Holder()
h.__array_interface__ = dict(base.__array_interface__, shape=(3, 2))
v = np.asarray(h); v
v[2, 1] = -1.0
base
np.shares_memory(v, base), v.flags['OWNDATA']
c = np.array(h); c[0, 0] = 99.0; base[0]
same = np.array(h, copy=False); same[0, 0] = 7.0; base[0]
s = Holder()
s.__array_interface__ = dict(base[::2].__array_interface__)
np.asarray(s)
ro = np.arange(3); ro.flags.writeable = False
r = Holder(); r.__array_interface__ = ro.__array_interface__
np.asarray(r).flags.writeable
bad = Holder(); bad.__array_interface__ = 5
np.asarray(bad)
