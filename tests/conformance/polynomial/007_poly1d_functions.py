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
