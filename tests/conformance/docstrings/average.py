# numpy.average: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
data = np.arange(1, 5)
data
np.average(data)
np.average(np.arange(1, 11), weights=np.arange(10, 0, -1))
data = np.arange(6).reshape((3, 2))
data
np.average(data, axis=1, weights=[1./4, 3./4])
np.average(data, weights=[1./4, 3./4])
np.average(data, axis=1, keepdims=True)
data = np.arange(8).reshape((2, 2, 2))
data
np.average(data, axis=(0, 1), weights=[[1./4, 3./4], [1., 1./2]])
np.average(data, axis=0, weights=[[1./4, 3./4], [1., 1./2]])
