# Byte order is part of a dtype: stridelab's arrays are native (little-endian), and a
# big-endian dtype exists as a dtype object.
import numpy as np
import sys
sys.byteorder
d = np.dtype('>i4')
d
d.byteorder, d.str, d.name, d.itemsize, d.kind, d.char
d.newbyteorder()
d.newbyteorder('=').byteorder
np.dtype('i2').newbyteorder('>')
np.dtype('i1').newbyteorder('>')
np.dtype('<f8').newbyteorder('S')
np.dtype('f8').byteorder, np.dtype('u1').byteorder
np.dtype([('a', '>i2'), ('b', 'u1')])
