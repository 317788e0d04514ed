# Text arrays: the dtype comes from the longest string, 4 bytes per character for str
import numpy as np
a = np.array(['Bonjour', 'hi'])
a
a.dtype, a.itemsize, a.nbytes, a.strides
b = np.array([b'Bonjour', b'hi'])
b
b.dtype, b.itemsize
np.array(['hello', 'world!'], dtype='U5')
np.array(['hello', 'world!'], dtype='U7')
np.array([1, 'ab'])
np.array([1.5, 'x'])
np.array([True, 'x'])
np.array([1, 22], dtype=str)
np.array('abc')
np.array([['a', 'bb'], ['c', 'd']])
print(np.array([['a', 'bb'], ['c', 'd']]))
np.zeros(3, dtype='U2')
np.empty(0, dtype='S4')
np.array(['x', 'y'], dtype=np.bytes_)
np.array(['caf\u00e9'], dtype='S')
