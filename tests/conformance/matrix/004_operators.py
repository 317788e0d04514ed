import numpy as np
m = np.matrix('1 2; 3 4')
a = np.array([[1, 2], [3, 4]])
m * m
a * m
m * a
2 * m
m * 2
m * 0.5
[1, 2] * m
m * [[1], [2]]
m * (1, 2)
m @ m
m @ a
np.dot(a, m)
np.dot(m, a)
type(np.dot(m, a))
np.matmul(m, m)
np.multiply(m, m)
m ** 2
m ** 5
m ** 1 is m
m ** 0
m ** -1
np.matrix('1. 2; 3 4') ** 7
np.matrix('1. 2; 3 4') ** -3
m ** np.int64(3)
m ** True
a ** m
np.int64(2) ** m
m + 1
m - m
m / 2
m // 2
m % 3
-m
abs(-m)
m + a
a + m
np.sin(m)
np.sqrt(m)
np.exp(np.matrix('0. 1'))
np.add(m, 1)
m == m
m > 2
m != 2
np.maximum(m, 2)
b = np.matrix('1 2; 3 4')
b *= b
b
b **= 2
b
b += 1
b
b -= b
b
m = np.matrix('1. 2; 3 4')
m @= m
m
m /= 2
m
k = np.matrix('1 2; 3 4')
k /= 2
a = np.array([[1, 2], [3, 4]])
a *= np.matrix('1 0; 0 1')
a
m2 = np.matrix('1 2; 3 4')
m2 *= np.array([[1, 0], [0, 1]])
m2
m2 *= 2.5
m2 **= 3
m2
m2 **= -1
