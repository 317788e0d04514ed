import numpy as np
d = np.dtype(np.float16)
d
d.name, d.str, d.char, d.kind, d.itemsize, d.num
d.byteorder, d.descr, d.alignment
np.dtype('e') == np.dtype('float16')
np.dtype('half')
np.dtype('<f2')
np.dtype('f2').type
a = np.arange(3, dtype=np.float16)
a.__array_interface__['typestr']
a.__array_interface__['descr']
a.__array_interface__['shape'], a.__array_interface__['strides']
a[::2].__array_interface__['strides']
