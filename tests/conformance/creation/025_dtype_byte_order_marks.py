# byte-order marks on type codes: < = | all name the native little-endian dtype; names take none
import numpy as np
np.dtype('<i8')
np.dtype('=f4')
np.dtype('|b1')
np.dtype('<u2').itemsize
np.zeros(3, dtype='<f8')
np.arange(3, dtype='<i4')
np.dtype('i8').str
np.dtype('f4').byteorder
np.dtype('b').str
np.dtype('<i8') == np.int64
np.dtype('=b1'), np.dtype('|f8'), np.dtype('<?'), np.dtype('=q'), np.dtype('<B'), np.dtype('|b')
try:
    np.dtype('<float64')
except TypeError as e:
    print(e)
np.zeros(2, dtype='=i2')
