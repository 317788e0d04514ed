# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Record arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
recordarr = np.rec.array([(1, 2., 'Hello'), (2, 3., "World")],
                   dtype=[('foo', 'i4'),('bar', 'f4'), ('baz', 'S10')])
recordarr.bar
recordarr[1:2]
recordarr[1:2].foo
recordarr.foo[1:2]
recordarr[1].baz
arr = np.array([(1, 2., 'Hello'), (2, 3., "World")],
            dtype=[('foo', 'i4'), ('bar', 'f4'), ('baz', 'S10')])
recordarr = np.rec.array(arr)
arr = np.array([(1, 2., 'Hello'), (2, 3., "World")],
               dtype=[('foo', 'i4'),('bar', 'f4'), ('baz', 'S10')])
recordarr = arr.view(dtype=np.dtype((np.record, arr.dtype)),
                     type=np.recarray)
recordarr = arr.view(np.recarray)
recordarr.dtype
arr2 = recordarr.view(recordarr.dtype.fields or recordarr.dtype, np.ndarray)
recordarr = np.rec.array([('Hello', (1, 2)), ("World", (3, 4))],
                dtype=[('foo', 'S6'),('bar', [('A', int), ('B', int)])])
type(recordarr.foo)
type(recordarr.bar)
