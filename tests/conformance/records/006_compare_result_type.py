# Comparing structured arrays field by field; result_type packs and makes native
import numpy as np
a = np.array([(1, 1), (2, 2)], dtype=[('a', 'i4'), ('b', 'i4')])
b = np.array([(1, 1), (2, 3)], dtype=[('a', 'i4'), ('b', 'i4')])
a == b
a != b
c = np.array([(1.0, 1), (2.5, 2)], dtype=[('x', 'f4'), ('y', 'i4')])
a == c
s = np.array([((1, 2), 0), ((1, 3), 0)], dtype=[('p', 'i4', (2,)), ('q', 'i1')])
s == s[0]
np.result_type(np.dtype('i,>i'))
np.result_type(np.dtype('i,>i'), np.dtype('i,i'))
dt = np.dtype('i1,V3,i4,V1')[['f0', 'f2']]
dt
np.result_type(dt)
np.result_type(np.dtype('i,i'), np.dtype('i,i', align=True))
