# Text fields in structured arrays
import numpy as np
x = np.array([('Rex', 9, 81.0), ('Fido', 3, 27.0)],
             dtype=[('name', 'U10'), ('age', 'i4'), ('weight', 'f4')])
x
x[1]
x['name']
x['name'].strides, x['name'].base is x
x['age'] = 5
x
x[0]['name']
x['name'][1] = 'Spot'
x
x.tolist()
y = np.zeros(2, dtype='i8, f4, ?, S1')
y[:] = 3
y
y[:] = np.arange(2)
y
dtype = [('name', 'S10'), ('height', float), ('age', int)]
values = [('Arthur', 1.8, 41), ('Lancelot', 1.9, 38), ('Galahad', 1.7, 38)]
a = np.array(values, dtype=dtype)
np.sort(a, order='height')
np.sort(a, order=['age', 'height'])
b = np.array([('a', 2), ('c', 1)], dtype=[('x', 'S1'), ('y', int)])
b.sort(order='y')
b
