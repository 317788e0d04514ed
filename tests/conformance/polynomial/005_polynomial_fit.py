import numpy as np
P = np.polynomial.Polynomial
p = P([1, 2, 3])
p
p.coef
p.domain
p.window
p.symbol
p(2)
p([0.5, 1.5])
p.degree()
P([1.5, 0.25], domain=[0, 10], symbol='t')
q = P([1.5, 0.25], domain=[0, 10])
q(5)
q(np.arange(3))
q.convert()
x = np.array([1971.0, 1975, 1980, 1990, 2000, 2010, 2017])
y = np.log([2300.0, 6000, 29000, 1.2e6, 4.2e7, 1.2e9, 1.9e10])
m = P.fit(x, y, deg=1)
m
m.convert()
B, A = m.convert()
print(f'{float(B):.6f} {float(A):.9f}')
m2 = P.fit(x, y, 3)
m2.convert()
P([1.5, 0.25, -0.125, 3.0], domain=[1971, 2017]).convert().coef.tolist()
P([0.1, 0.7, 0.3], domain=[-3.5, 0.25], window=[0, 1]).convert().coef.tolist()
m2(1985.5)
P.fit([0, 1, 2, 3], [1, 3, 5, 7], 1).convert()
P.fit([2, 2, 2], [1, 2, 3], 0)
P([-16, 0, 0, 0, 15, 0, 0, 0, 1]).deriv()
P([1, 2, 3, 4], domain=[0, 4]).deriv(2)
P([1, 2]).deriv(5)
