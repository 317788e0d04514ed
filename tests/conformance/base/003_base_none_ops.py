import numpy as np
a = np.arange(12).reshape(3, 4)
a.flatten().base is None
a.astype(np.float32).base is None
a[[0, 1]].base is None
a[a > 3].base is None
a.copy().base is None
a.T.ravel().base is None
a.ravel().base is a.base
np.ascontiguousarray(a.T).base is None
(a + 1).base is None
