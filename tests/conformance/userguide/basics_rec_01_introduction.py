# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Introduction": its examples in order, by tools/teaching_suites.py
import numpy as np
x = np.array([('Rex', 9, 81.0), ('Fido', 3, 27.0)],
             dtype=[('name', 'U10'), ('age', 'i4'), ('weight', 'f4')])
x
x[1]
x['age']
x['age'] = 5
x
