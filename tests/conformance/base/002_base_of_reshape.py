import numpy as np
a = np.arange(12).reshape(3, 4)
a.base is None
a.base.shape
a.base.base is None
b = a[1:]
b.base is a
b.base is a.base
a.T.base is a.base
