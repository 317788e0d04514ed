# NumPy user guide byteswapping.rst (numpy/numpy@1f90bbb55e65), section "Data and dtype endianness don't match, change dtype to match data": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
big_end_buffer = bytearray([0,1,3,2])
# --- Data and dtype endianness don't match, change dtype to match data
wrong_end_dtype_arr = np.ndarray(shape=(2,),dtype='<i2', buffer=big_end_buffer)
wrong_end_dtype_arr[0]
fixed_end_dtype_arr = wrong_end_dtype_arr.view(np.dtype('<i2').newbyteorder())
fixed_end_dtype_arr[0]
fixed_end_dtype_arr.tobytes() == big_end_buffer
