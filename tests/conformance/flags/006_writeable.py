import numpy as np
a = np.arange(6)
a.setflags(write=False)
a.flags.writeable
a[0] = 5
v = a[::2]
v.flags.writeable
v[0] = 1
c = a.copy()
c.flags.writeable
c[0] = 9
c
a.flags.writeable = True
a[0] = 5
a
