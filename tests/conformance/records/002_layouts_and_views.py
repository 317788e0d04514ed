# Structured dtypes in their list, comma-string, dict and subarray forms; zeros/ones;
# views between plain and structured arrays; recarray; sorting by fields.
import numpy as np
y = np.zeros((2, 3), dtype='i4, (2,)f4')
y
y['f1'].shape
y['f1'].strides
y.T.strides
y[1, 2]
y.reshape(3, 2).strides
z = y.copy()
z.base is None
n = np.ones(2, dtype=[('p', 'u1'), ('q', [('r', 'i2'), ('s', 'f4')])])
n
n['q']
n['q']['s']
n['q']['s'].strides
n.dtype
np.dtype([('a', 'i4'), ('b', 'f8')]) == np.dtype('i4, f8')
np.dtype([('f0', 'i4'), ('f1', 'f8')]) == np.dtype('i4, f8')
np.dtype({'names': ['a', 'b'], 'formats': ['i4', 'f8'], 'offsets': [0, 8], 'itemsize': 16})
np.dtype(('f8', (2, 2))).shape
np.zeros(3, dtype=('i4', 2))
np.zeros(5, dtype=[('v', 'f4', (3,))])
np.zeros(2000, dtype='i4,f8')
np.empty(0, dtype='i4,i4')
np.zeros((0, 2), dtype='i4,i4')
np.zeros((), dtype='i4,f4')
print(np.zeros((), dtype='i4,f4'))
x = np.array([(1, 2.5), (3, -4.25), (5, 1e10)], dtype=[('a', 'i4'), ('b', 'f8')])
r = x.view(np.recarray)
r
r[1:]
print(r)
r.b
r[0].a
r[0]
type(r), type(r[0]), type(x[0])
np.asarray(r) is r, np.asanyarray(r) is r
np.sort(x, order='b')
np.argsort(x, order=['b'])
x.sort(order='b')
x
x[x['a'] > 2]
x[[2, 0]]
a = np.arange(6, dtype=np.int16)
p = a.view([('lo', 'i2'), ('hi', 'i2'), ('x', 'i2')])
p
p.base is a
p['hi'].strides
x.view(np.int8).shape
b = np.arange(8, dtype=np.int16).reshape(2, 4)[:, ::2]
b.view([('u', 'i2'), ('v', 'i2')])
