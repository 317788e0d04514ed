import numpy as np
def make_view():
    big = np.arange(6) * 10
    return big[1::2]
v = make_view()
v
v.base
v.base.shape
v[0] = -1
v.base
