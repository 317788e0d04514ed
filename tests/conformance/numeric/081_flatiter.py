# a.flat: C-order walk whatever the strides, indexing, cyclic assignment, errors
import numpy as np
a = np.arange(6).reshape(2, 3) + 10
f = a.T.flat
type(f)
f[0]
f[-1]
f[1:5:2]
f[::-1]
f[...]
f[()]
f[(slice(1, 3),)]
f[[[1], [2]]]
f[np.array([True, False] * 3)]
f[[]]
f[6]
f[-7]
f[1, 2]
f[None]
f[np.array([True, False])]
f[[True, False] * 3]
f[np.ones((2, 3), dtype=bool)]
len(f)
f.base is a.T
f.copy()
np.array(a.flat)
list(a[:, ::2].flat)
fl = a.flat
next(fl)
next(fl)
fl.index
fl.coords
fl[0]
fl.index
for x in fl:
    print(x)
fl.index
fl.coords
fl.shape
b = a.T
b.flat[1:4] = [0, 1]
a
b.flat[[0, 5]] = 99
a
b.flat = [7, 8, 9, 6]
a
a.flat[[0, 1]] = []
a
a.flat[1] = 2.7
a
a.flat[np.array([True, False] * 3)] = [-1, -2]
a
a.flat[8] = 1
u = np.zeros(3, dtype=np.uint8)
u.flat = -1
u.flat = 2.5
u
r = np.arange(3)
r.flags.writeable = False
r.flat = 1
r.flat[0] = 1
e = np.ones((2, 0))
list(e.flat)
e.flat[0]
e.flat.coords
z = np.array(5)
z.flat[0]
z.flat.coords
list(z.flat)
np.flatiter(np.arange(3))
isinstance(z.flat, np.flatiter)
