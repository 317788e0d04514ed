import numpy as np
p = np.poly1d([1, 2, 3])
p
print(p)
p(0.5)
p([1, 2, 3])
p.c
p.coeffs
p.coef
p.order
p.variable
q = np.poly1d([1.5, 0, -2], variable='z')
q
print(q)
print(p * p)
p + q
p - [1, 1]
[1, 1] - p
p * 2
2.5 * p
p * np.array([1, 2])
np.array([1, 2, 3]) * p
p / 2
p ** 3
-p
+p
print(p.deriv())
print(p.integ())
print(p.integ(2, 3))
p.deriv(2)
np.poly1d([0, 0, 5])
np.poly1d([0, 0])
print(np.poly1d([0, 0]))
print(np.poly1d([1, -2, 0, 4.25]))
print(np.poly1d([1j, 2 + 3j, 0.5]))
print(np.poly1d([123456.0, 0.0001, 1]))
