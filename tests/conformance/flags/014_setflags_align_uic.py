# setflags(align=False) clears ALIGNED on that array object only (views compute their own);
# True again only where the layout is aligned; WRITEBACKIFCOPY can only be set to False
import numpy as np
y = np.arange(6.0)
y.setflags(write=0, align=0)
y.flags
y.flags.aligned, y.flags.behaved, y.flags.carray
y[1:].flags.aligned
y.setflags(align=1)
y.flags.aligned
y.setflags(uic=1)
y.setflags(uic=0)
y.flags['ALIGNED'] = False
y.flags['A']
y.flags.aligned = True
y.flags.aligned
y.flags.writebackifcopy = True
y.flags.writebackifcopy = False
y.flags['X'] = 1
b = np.zeros(17, dtype=np.uint8)
u = b[1:].view(np.int64) if False else np.ndarray((2,), dtype=np.int64, buffer=b, offset=1)
u.flags.aligned
u.setflags(align=True)
u.flags.aligned = 1
u.setflags(align=False)
u.flags.aligned
z = np.ones(3)
z.setflags(align=None, write=None, uic=None)
z.flags.aligned
(z + 1).flags.aligned
