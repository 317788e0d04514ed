import numpy as np
# np.apply_along_axis: one call per 1-D slice; the result is a transposed view of a new buffer
x = np.arange(12.).reshape(3, 4)
r = np.apply_along_axis(lambda v: v * 2, 0, x)
r
r.strides, r.base is None, r.flags.owndata
s = np.apply_along_axis(np.sum, 1, x)
s, s.strides, s.base is None
d = np.apply_along_axis(np.diag, -1, x[:2])
d.shape, d.strides
np.apply_along_axis(lambda v, k: v[:k].max(), 1, x, 2)
np.apply_along_axis(np.sort, 1, np.array([[3, 1, 2], [9, 7, 8]]))
def first_max(w):
    m = np.zeros(w.shape)
    m[w.argmax()] = 1
    return m
np.apply_along_axis(first_max, -1, np.array([[1, 5, 5], [2, 2, 0]]))
np.apply_along_axis(np.sum, 1, np.zeros((0, 3)))
np.apply_along_axis(np.sum, 2, x)
np.apply_along_axis(lambda v: v[:int(v[0]) % 2 + 1], 1, x)
