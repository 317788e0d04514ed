# dtype.fields, titles and align=True: where each field sits in the record
import numpy as np
d = np.dtype([('x', 'i8'), ('y', 'f4')])
d.fields
d.fields['y']
d.fields['y'][1]
np.dtype('u1, u1, i4, u1, i8, u2').itemsize
a = np.dtype('u1, u1, i4, u1, i8, u2', align=True)
a
[a.fields[n][1] for n in a.names], a.itemsize, a.isalignedstruct, a.alignment
np.dtype([('a', 'u1'), ('b', '<U2')], align=True)
t = np.dtype([(('my title', 'name'), 'f4'), ('n', 'i2')])
t
t.fields
t.names
np.dtype({'name': ('i4', 0, 'my title')})
np.dtype('i4').fields is None
len(d.fields), 'x' in d.fields, list(d.fields)
