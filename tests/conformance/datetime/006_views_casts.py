# underneath, an int64 count: view('i8'), astype between units and to int64, indexing, item()
import numpy as np
a = np.arange('2016-07-01', '2016-07-04', dtype='M8[D]')
a.view('i8')
a.astype('M8[s]')
a.astype('M8[M]')
a.astype('i8')
a.astype(np.int64)
a[1]
a[1:]
a[::-1]
a.reshape(3, 1)
a.shape, a.ndim, a.size, a.itemsize, a.nbytes, a.strides
a[0] = '2020-01-01'
a
a.item(0)
a[0].item()
np.datetime64('2016-07-01T05').item()
np.datetime64('2016-07-01T05:06:07.250').item()
np.timedelta64(5, 'h').item()
np.timedelta64(90061, 's').item()
np.timedelta64(5, 'ns').item()
np.datetime64('2025-01-01').item().year, np.datetime64('2025-03-01').item().month
a.tolist()
list(a)
len(a)
np.concatenate([a, np.array(['2016-08-01T10'], dtype='M8[h]')])
np.timedelta64(3, 'h').astype('m8[m]')
np.array([90, 150], dtype='m8[m]').astype('m8[h]')
a.view('M8[W]')
