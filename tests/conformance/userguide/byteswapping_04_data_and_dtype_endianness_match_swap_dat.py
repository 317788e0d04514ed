# NumPy user guide byteswapping.rst (numpy/numpy@1f90bbb55e65), section "Data and dtype endianness match, swap data and dtype": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
big_end_buffer = bytearray([0,1,3,2])
big_end_arr = np.ndarray(shape=(2,),dtype='>i2', buffer=big_end_buffer)
# --- Data and dtype endianness match, swap data and dtype
swapped_end_arr = big_end_arr.byteswap()
swapped_end_arr = swapped_end_arr.view(swapped_end_arr.dtype.newbyteorder())
swapped_end_arr[0]
swapped_end_arr.tobytes() == big_end_buffer
swapped_end_arr = big_end_arr.astype('<i2')
swapped_end_arr[0]
swapped_end_arr.tobytes() == big_end_buffer
