# NumPy user guide basics.types.rst (numpy/numpy@1f90bbb55e65), section "Data Types for Strings and Bytes": its examples in order, by tools/teaching_suites.py
import numpy as np
np.array(["hello", "world!"])
np.array(["hello", "world!"], dtype="U5")
np.array(["hello", "world!"], dtype="U7")
np.array(["hello", "world"], dtype="S7").tobytes()
x = [b"hello\0\0", b"world"]
a = np.array(x, dtype="S7")
print(a[0])
a[0] == x[0]
a = np.array(x, dtype="V7")
a
a[0] == np.void(x[0])
