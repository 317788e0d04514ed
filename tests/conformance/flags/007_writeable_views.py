import numpy as np
a = np.arange(6)
v = a[1:]
a.flags.writeable = False
v.flags.writeable
v[0] = 100
a
r = a.reshape(2, 3)
r.flags.writeable
r[0, 0] = 1
v.flags.writeable = False
v.flags.writeable
