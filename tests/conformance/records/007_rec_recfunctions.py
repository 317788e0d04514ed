# np.rec.array, a recarray's np.record dtype, numpy.lib.recfunctions, multi-field assignment
import numpy as np
r = np.rec.array([(1, 2., 'Hello'), (2, 3., 'World')], dtype=[('foo', 'i4'), ('bar', 'f4'), ('baz', 'S10')])
r.bar
r[1:2]
r[1].baz
r.dtype
type(r.baz).__name__
arr = np.array([(1, 2.)], dtype=[('foo', 'i4'), ('bar', 'f4')])
np.rec.array(arr).foo
v = arr.view(dtype=np.dtype((np.record, arr.dtype)), type=np.recarray)
v.foo
back = v.view(v.dtype.fields or v.dtype, np.ndarray)
back.dtype
from numpy.lib.recfunctions import repack_fields, structured_to_unstructured
a = np.zeros(3, dtype=[('a', 'i4'), ('b', 'i4'), ('c', 'f4')])
repack_fields(a[['a', 'c']])
repack_fields(a[['a', 'c']]).view('i8')
b = np.arange(6, dtype='f4').view([('x', 'f4'), ('y', 'f4'), ('z', 'f4')])
structured_to_unstructured(b[['x', 'z']])
a[['a', 'c']] = (2, 3)
a
a[['a', 'c']] = a[['c', 'a']]
a
nostruct = np.zeros(2, dtype='i4')
nostruct[:] = np.zeros(2, dtype=[('A', 'i4'), ('B', 'i4')])
