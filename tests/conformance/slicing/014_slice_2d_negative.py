import numpy as np
a = np.arange(20).reshape(4, 5)
r = a[::-1, ::-1]
r
r.strides
r.__array_interface__['data'][0] - a.__array_interface__['data'][0]
r[0, 0]
r.base is a.base
a[-1:-5:-2, 4:0:-3]
