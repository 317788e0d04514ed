# Structured arrays: a field is a view at the record's offset plus the field's, with the
# record's strides; records print as tuples; tuples assign field by field.
import numpy as np
x = np.array([(1, 2.5, True), (3, -4.25, False)], dtype=[('a', 'i4'), ('b', 'f8'), ('c', '?')])
x
print(x)
x['b']
x['b'].strides
x['b'].__array_interface__['data'][0] - x.__array_interface__['data'][0]
x['b'].base is x
x[1]
print(x[1])
x[1]['b']
x[1]['b'] = 7
x
x[0] = (9, 9.5, False)
x
x['a'] = [5, 6]
x
x[::-1]
x[::-1].strides
x[::-1]['a'].base is x
x[['a', 'c']]
x.dtype
x.dtype.names
x.dtype.descr
x.dtype['b']
x.itemsize, x.nbytes, x.strides, x.shape, x.ndim
len(x), len(x[0])
x[0][1]
for rec in x: print(rec)
x.tolist()
x[0].item()
x[1] = (1, 2, 3)
x[0, 0]
x['zz']
x + 1
np.shares_memory(x['a'], x['b'])
np.may_share_memory(x['a'], x['b'])
np.shares_memory(x['a'], x)
