# take_along_axis and put_along_axis: positions read from the indices in place (any int
# dtype, negative indices, broadcast length-1 axes, axis=None, views, errors).
import numpy as np
a = np.arange(24).reshape(2, 3, 4) * 10
i = np.argsort(-a, axis=2)
np.take_along_axis(a, i, axis=2)
np.take_along_axis(a, i[:, :, :2], axis=-1)
np.take_along_axis(a, np.array([[[-1]], [[0]]]), axis=1)
np.take_along_axis(a, np.array([[[1, 0, 2, 2]]], dtype=np.int8), axis=1)
np.take_along_axis(a, np.array([[[0]]], dtype=np.uint16), axis=0)
np.take_along_axis(a[:, ::-1, ::2], np.array([[[1], [0], [1]]]), axis=2)
np.take_along_axis(a.T, np.zeros((4, 1, 1), dtype=int), axis=1)
np.take_along_axis(a[0, 0], np.array([3, -4, 0]), axis=None)
np.take_along_axis(a[:, 1], np.array([2, 5, 7]), axis=None)
np.take_along_axis(a, np.array([[[4]]]), axis=2)
np.take_along_axis(a, np.array([[[-5]]]), axis=2)
np.take_along_axis(a, np.array([[[0.5]]]), axis=2)
np.take_along_axis(a, np.array([[0]]), axis=2)
np.take_along_axis(a, np.zeros((3, 3, 1), dtype=int), axis=2)
c = np.arange(6, dtype=np.complex128).reshape(2, 3)
np.take_along_axis(c, np.array([[2], [0]]), axis=1)
b = a.copy()
np.put_along_axis(b, np.array([[[0]], [[3]]]), -1, axis=2)
b
t = np.arange(12).reshape(3, 4)
v = t[:, ::2]
np.put_along_axis(v, np.array([[1], [0], [1]]), 99, axis=None)
np.put_along_axis(v, np.array([1, 0, 5]), [7, 8, 9], axis=None)
t
np.put_along_axis(t, np.array([[9]]), 1, axis=1)
t
r = np.arange(6).reshape(2, 3)
r.flags.writeable = False
np.put_along_axis(r, np.array([[7]]), 1, axis=1)
np.put_along_axis(r.T, np.array([1]), 1, axis=None)
w = np.arange(10)[2:]
np.put_along_axis(w, np.array([0, -1]), [5, 6], axis=None)
w
