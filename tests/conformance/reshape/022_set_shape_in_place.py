# Setting .shape in place: allowed when no copy is needed, and seen through every name.
import numpy as np
x = np.arange(6)
y = x
x.shape = (2, 3)
y.shape
x.strides
x.flags.owndata
t = x.T
t.shape = (6,)
x.shape = (4,)
x.shape = -1, 2
x
x.shape = 6
x
l = [x]
x.shape = (3, 2)
l[0].shape
v = np.arange(12)[::2]
v.shape = (2, 3)
v.shape = (3, 2)
v.strides
x.shape = None
x.shape = 'a'
w = np.zeros((4, 4))[:, :2]
w.shape = (8,)
w.shape = (2, 2, 2)
w.strides
x.strides = (8, 16)
x
x.strides = (8, 100)
x.ndim = 3
