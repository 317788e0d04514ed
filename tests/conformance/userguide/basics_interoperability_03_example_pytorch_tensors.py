# NumPy user guide basics.interoperability.rst (numpy/numpy@1f90bbb55e65), section "Example: PyTorch tensors": its examples in order, by tools/teaching_suites.py
import numpy as np
data = [[1, 2],[3, 4]]
x_np = np.array(data)
x_np
