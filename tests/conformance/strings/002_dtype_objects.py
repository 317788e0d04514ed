# The 'S' and 'U' dtypes as objects
import numpy as np
for s in ['U', 'S', 'U5', 'S5', '<U3', '|S2']:
    d = np.dtype(s)
    print(repr(d), str(d), d.name, d.kind, d.char, d.num, d.byteorder, d.itemsize, d.str)
np.dtype(str), np.dtype(bytes), np.dtype(np.str_), np.dtype(np.bytes_)
np.dtype(np.str_).type, np.dtype('S3').type
np.dtype('S2').descr
np.dtype([('name', np.str_, 16), ('grades', np.float64, (2,))])
np.dtype([('a', 'f8'), ('b', 'S10')])
np.dtype('i8, f4, S3')
np.dtype({'names': ['gender', 'age'], 'formats': ['S1', np.uint8]})
np.dtype([('name', np.str_, 16), ('grades', np.float64, (2,))]).itemsize
np.dtype('U5') == np.dtype('<U5')
