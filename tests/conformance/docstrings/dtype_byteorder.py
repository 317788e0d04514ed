# numpy.dtype.byteorder: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
dt = np.dtype('i2')
dt.byteorder
np.dtype('i1').byteorder
np.dtype('S2').byteorder
import sys
sys_is_le = sys.byteorder == 'little'
native_code = '<' if sys_is_le else '>'
swapped_code = '>' if sys_is_le else '<'
dt = np.dtype(native_code + 'i2')
dt.byteorder
dt = np.dtype(swapped_code + 'i2')
dt.byteorder == swapped_code
