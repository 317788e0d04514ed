# Text arrays assigned into numeric arrays: each string parsed as astype parses it
import numpy as np
a = np.zeros(3)
a[:] = np.array(['1.5', '-2', '1e3'])
a
b = np.zeros((2, 2), dtype=np.int32)
b[...] = np.array(['7', '-3'])
b
b[0] = np.array([b'12', b'13'])
b
c = np.zeros(2, dtype=np.int64)
c[:] = np.array(['2.5', '1'])
c
d = np.ones(3)
d[[0, 2]] = np.array(['nan', 'inf'])
d
e = np.zeros(2)
e[:] = np.array(['x', '1'])
e
s = np.zeros(2, dtype=[('n', 'i2'), ('v', 'f4')])
s['n'] = np.array(['4', '5'])
s['v'] = np.array(['0.25', '8'])
s
