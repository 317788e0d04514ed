# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Field titles": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
d = np.dtype([('x', 'i8'), ('y', 'f4')])
# --- Field titles
np.dtype([(('my title', 'name'), 'f4')])
np.dtype({'name': ('i4', 0, 'my title')})
for name in d.names:
    print(d.fields[name][:2])
