# NumPy user guide byteswapping.rst (numpy/numpy@1f90bbb55e65), section "Introduction to byte ordering and ndarrays": its examples in order, by tools/teaching_suites.py
import numpy as np
big_end_buffer = bytearray([0,1,3,2])
big_end_buffer
import numpy as np
big_end_arr = np.ndarray(shape=(2,),dtype='>i2', buffer=big_end_buffer)
big_end_arr[0]
big_end_arr[1]
little_end_u4 = np.ndarray(shape=(1,),dtype='<u4', buffer=big_end_buffer)
little_end_u4[0] == 1 * 256**1 + 3 * 256**2 + 2 * 256**3
big_end_arr[0].dtype.byteorder == little_end_u4[0].dtype.byteorder
