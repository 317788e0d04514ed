# a range as an index is a sequence to NumPy: an integer array index
import numpy as np
x = np.arange(10) * 10
x[range(3)]
x[range(8, 2, -2)]
x[range(0)]
y = np.arange(12).reshape(3, 4)
y[range(2), range(2)]
y[:, range(1, 3)]
ind = y.argmax(axis=0)
y[ind, range(y.shape[1])]
x[range(10, 12)]
x[range(-3, 0)]
x[range(2)] = 7
x
r = x[range(2)]; r.base is None, r.flags['OWNDATA']
