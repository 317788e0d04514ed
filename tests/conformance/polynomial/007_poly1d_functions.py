import numpy as np
p = np.poly1d([1, 2, 3])
p == np.poly1d([1, 2, 3])
p == np.poly1d([1, 2])
p != p
p == [1, 2, 3]
np.polyval(p, 2)
np.polyadd(p, [1])
np.polymul([1, 1], p)
np.polyder(p)
np.polyint(p)
np.asarray(p)
np.poly1d(p)
type(p)
np.poly1d([[1, 2], [3, 4]])
p ** -1
p ** 1.5
p is p
len(p)
p[0], p[2], p[3], p[-1]
np.poly1d([1.5, 2])[1]
len(np.polynomial.Polynomial([1, 2, 3]))
list(p)
p ** 2.0
p ** np.float64(2)
p ** np.int8(2)
p ** True
