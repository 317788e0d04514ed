# Structured arrays at their edges: NumPy's errors for bad field lists, offsets, views of
# another record size and reshapes; a record's fields by position.
import numpy as np
np.dtype([('a', 'i4'), ('a', 'f8')])
np.dtype([('a',)])
np.dtype([1, 2])
np.dtype('3i4, f8')
np.dtype({'a': ('i4', -1)})
x = np.zeros((2, 3), dtype='i4,f8')
x[0, 0, 0]
x[..., None].shape
x[None].strides
x[np.array([[True, False, True], [False, False, True]])]
x[:, [2, 0]]
x[0] = 5
x[0] = (1,)
x['f0'] = [[1, 2, 3], [4, 5, 6]]
x.reshape(-1)
x.reshape(4)
x.view(np.float64)
x.view('i4,i4')
x.view([('a', 'i1')]).shape
np.zeros((), dtype='i4,f8').view(np.int8)
v = x[0, 0]
v[5]
v['nope']
v[0] = 3
x[0, 0]
np.sort(np.zeros(3, dtype='i4,f8'), order=['zz'])
np.array([], dtype='i4,i4')
np.ones((2, 2), dtype=[('m', 'f4', (2, 2))])
np.dtype('i4').newbyteorder('x')
list(np.zeros(2, dtype='i4,i4'))
np.zeros(2, dtype='i4,i4') @ 1
