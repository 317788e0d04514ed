import numpy as np
P = np.polynomial.Polynomial
x = np.array([1971.0, 1975, 1980, 1990, 2000, 2010, 2017])
y = np.log([2300.0, 6000, 29000, 1.2e6, 4.2e7, 1.2e9, 1.9e10])
P([])
P([[1, 2]])
P([1, 2], domain=[0, 1, 2])
P([1, 2], window=[0])
P.fit(x, y, -1)
P.fit(x, y, 1.5)
P.fit(x, y[:3], 1)
P.fit([], [], 1)
P([1, 2]).deriv(-1)
P.fit(x, y, 10**30)
