import numpy as np
from io import StringIO
with StringIO("header\n1 2\n3 4\n") as f:
    print(repr(f.readline()))
    a = np.loadtxt(f)
a
f.closed
f.read()
s = StringIO("x\ny")
next(s)
next(s)
next(s, "done")
next(s)
t = StringIO("1 2\n3 4\n5 6")
t.readline()
np.genfromtxt(t)
u = StringIO("1,2\n3,4")
u.close()
with u:
    pass
