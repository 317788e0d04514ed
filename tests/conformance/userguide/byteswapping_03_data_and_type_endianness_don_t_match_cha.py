# NumPy user guide byteswapping.rst (numpy/numpy@1f90bbb55e65), section "Data and type endianness don't match, change data to match dtype": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
big_end_buffer = bytearray([0,1,3,2])
wrong_end_dtype_arr = np.ndarray(shape=(2,),dtype='<i2', buffer=big_end_buffer)
# --- Data and type endianness don't match, change data to match dtype
fixed_end_mem_arr = wrong_end_dtype_arr.byteswap()
fixed_end_mem_arr[0]
fixed_end_mem_arr.tobytes() == big_end_buffer
