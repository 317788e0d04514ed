# numpy.array: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.array([1, 2, 3])
np.array([1, 2, 3.0])
np.array([[1, 2], [3, 4]])
np.array([1, 2, 3], ndmin=2)
np.array([1, 2, 3], dtype=complex)
x = np.array([(1,2),(3,4)],dtype=[('a','<i4'),('b','<i4')])
x['a']
np.array(np.asmatrix('1 2; 3 4'))
np.array(np.asmatrix('1 2; 3 4'), subok=True)
a = np.array([[1, 2], [3, 4]], dtype=object, ndmax=2)
a
a.shape
b = np.array([[1, 2], [3, 4]], dtype=object, ndmax=1)
b
b.shape
