import numpy as np
import copy
a = np.array([1, 'm', [2, 3, 4]], dtype=object)
b = a.copy()
b[2][0] = 10
a
b[0] = 'new'
a
b
c = copy.deepcopy(a)
c[2][0] = 99
c
a
v = a[1:]
v.base is a
v[0] = 'changed'
a
x = np.array([None, None], dtype=object)
x[0] = np.array(3)
x
x.fill([])
x[0] is x[1]
x[0].append(1)
x
x[...] = np.array(3)
x
m = np.array(['a', 'b', 'c', 'd'], dtype=object).reshape(2, 2)
m
m.T
m[:, 0]
m[::-1, 1]
for row in m:
    print(row)
