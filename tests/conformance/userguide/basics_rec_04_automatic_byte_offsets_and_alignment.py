# NumPy user guide basics.rec.rst (numpy/numpy@1f90bbb55e65), section "Automatic byte offsets and alignment": its examples in order, by tools/teaching_suites.py
import numpy as np
def print_offsets(d):
    print("offsets:", [d.fields[name][1] for name in d.names])
    print("itemsize:", d.itemsize)
print_offsets(np.dtype('u1, u1, i4, u1, i8, u2'))
print_offsets(np.dtype('u1, u1, i4, u1, i8, u2', align=True))
