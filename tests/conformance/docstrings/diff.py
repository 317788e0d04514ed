# numpy.diff: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
u8_arr = np.array([1, 0], dtype=np.uint8)
np.diff(u8_arr)
u8_arr[1,...] - u8_arr[0,...]
i16_arr = u8_arr.astype(np.int16)
np.diff(i16_arr)
import numpy as np
x = np.array([1, 2, 4, 7, 0])
np.diff(x)
np.diff(x, n=2)
x = np.array([[1, 3, 6, 10], [0, 5, 6, 8]])
np.diff(x)
np.diff(x, axis=0)
x = np.arange('1066-10-13', '1066-10-16', dtype=np.datetime64)
np.diff(x)
