import numpy as np
# What NumPy says when an assignment cannot broadcast: basic, fancy and boolean-mask targets,
# in-place operators (the out operand is listed), and unpacking a non-iterable.
a = np.zeros((3, 4))
m = a == 0
a[m] = np.ones(5)
a[m] = np.ones((2, 6))
a[m] = np.ones((1, 5))
a[m[0]] = np.ones(5)
a[m[:, 0]] = np.ones(5)
a[m[:, 0]] = np.ones((2,4))
a[m[0], 0] = np.ones(5)
a[:, m[0]] = np.ones(5)
a[[0, 1]] = np.ones((3, 4))
a[[0, 1], 1:] = np.ones((3, 4))
a[[0, 1], [1,2]] = np.ones(3)
a[0:1, [1,2]] = np.ones(3)
b = np.zeros(5)
b[b == 0] = [1, 2]
b[[1,2]] = [1,2,3]
a += np.ones((2, 4))
np.add(a, np.ones((2,4)), out=a)
a[0], a[1] = 1
x, = 1
for i, j in [1, 2]: pass
