import numpy as np
# a.flat's array (flatiter.__array__) is a view of a C-contiguous array, else a copy
m = np.arange(6).reshape(2, 3)
np.shares_memory(m.flat, m)
np.may_share_memory(m.flat, m)
b = np.array(m.flat)
b[0] = 99
m[0, 0]
np.asarray(m.flat).base is m.base
np.shares_memory(np.array(m.flat, dtype=float), m)
t = m.T
np.shares_memory(t.flat, m)
np.asarray(t.flat).flags.owndata
m.flags.writeable = False
np.asarray(m.flat).flags.writeable
m.flat.copy().flags.owndata
