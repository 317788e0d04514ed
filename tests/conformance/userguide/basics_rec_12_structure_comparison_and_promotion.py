# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Structure comparison and promotion": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([(1, 1), (2, 2)], dtype=[('a', 'i4'), ('b', 'i4')])
b = np.array([(1, 1), (2, 3)], dtype=[('a', 'i4'), ('b', 'i4')])
a == b
b = np.array([(1.0, 1), (2.5, 2)], dtype=[("a", "f4"), ("b", "i4")])
a == b
np.result_type(np.dtype("i,>i"))
np.result_type(np.dtype("i,>i"), np.dtype("i,i"))
dt = np.dtype("i1,V3,i4,V1")[["f0", "f2"]]
dt
np.result_type(dt)
dt = np.dtype("i1,V3,i4,V1", align=True)[["f0", "f2"]]
dt
np.result_type(dt)
np.result_type(dt).isalignedstruct
np.result_type(np.dtype("i,i"), np.dtype("i,i", align=True))
