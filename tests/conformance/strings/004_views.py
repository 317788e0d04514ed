# Slicing, reshaping and transposing text arrays are views, as for numbers
import numpy as np
a = np.array(['ab', 'cd', 'ef', 'gh', 'ij', 'kl'])
v = a[1::2]
v
v.base is a, v.strides, np.shares_memory(a, v)
m = a.reshape(2, 3)
m
m.T
m.T.strides
m[:, 1]
m[1, 2]
v[0] = 'ZZZ'
a
a[a > 'f']
a[[0, 5]]
a[[True, False, True, False, False, False]] = 'x'
a
a.fill('q')
a
a.copy().base is None
w = np.array(['one', 'two'], dtype='U3')
w[1] = 'three'
w
