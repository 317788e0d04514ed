import numpy as np
c = np.arange(12).reshape(3, 4)
c.reshape(2, 6, order='A')
f = np.asfortranarray(c)
g = f.reshape(6, 2, order='A')
g
g.strides
np.shares_memory(g, f)
d = np.arange(4)
d.reshape(2, 2, order='A').strides
