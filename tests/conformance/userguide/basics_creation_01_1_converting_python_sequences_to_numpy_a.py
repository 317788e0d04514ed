# NumPy user guide basics.creation.rst (numpy/numpy@1f90bbb55e65), section "1) Converting Python sequences to NumPy arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
a1D = np.array([1, 2, 3, 4])
a2D = np.array([[1, 2], [3, 4]])
a3D = np.array([[[1, 2], [3, 4]], [[5, 6], [7, 8]]])
import numpy as np
np.array([127, 128, 129], dtype=np.int8)
import numpy as np
a = np.array([2, 3, 4], dtype=np.uint32)
b = np.array([5, 6, 7], dtype=np.uint32)
c_unsigned32 = a - b
print('unsigned c:', c_unsigned32, c_unsigned32.dtype)
c_signed32 = a - b.astype(np.int32)
print('signed c:', c_signed32, c_signed32.dtype)
