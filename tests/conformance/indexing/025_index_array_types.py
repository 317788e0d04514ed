# Index arrays of every integer type and layout: NumPy casts each to intp before walking it
# (int32, uint8, uint64 that wraps, strided, reversed, broadcast views, the array itself).
import numpy as np
x = np.arange(10) * 10
x[np.array([3, -1, 0], dtype=np.int32)]
x[np.array([9, 2], dtype=np.uint8)]
x[np.array([2**64 - 1, 1], dtype=np.uint64)]
x[np.array([1, 2, 3, 4, 5, 6])[::2]]
x[np.arange(8)[::-3]]
x[np.broadcast_to(np.array([4], dtype=np.int16), (2, 3))]
a = np.arange(12).reshape(3, 4)
a[np.array([2, 0], dtype=np.int8), np.array([[1], [3]], dtype=np.uint16)]
a[np.array([[0, 1], [2, 0]]).T, 1:3]
a[:, np.array([3, 1, 0, 2], dtype=np.int32)[::-1]]
a[np.int32(1), np.array([0, 3], dtype=np.int32)]
y = np.array([3, 1, 2, 0, 4])
y[y]
y[y] = 0
y
q = np.array([1, 0, 2])
q[q] = np.array([2, 2, 2])
q
z = np.array([2, 0, 1, 3])
z[z[::-1]] = np.array([7, 8, 9, 6])
z
w = np.zeros((3, 4), dtype=np.float32)
w[np.array([0, 2], dtype=np.uint32), np.array([1, 3], dtype=np.int16)] = 5.5
w
w[np.array([[0], [1]], dtype=np.int8), np.array([0, 1, 2], dtype=np.int8)] += 1
w
x[np.array([3, 10], dtype=np.int32)]
x[np.array([-11], dtype=np.int8)]
x[np.array([255], dtype=np.uint8)]
a[np.array([0, 3], dtype=np.int32), np.array([1, 1], dtype=np.int32)]
a[np.array([0, 1], dtype=np.uint8), np.array([4, 0], dtype=np.uint8)]
x[np.array([], dtype=np.int32)]
a[np.array([], dtype=np.uint8), np.array([], dtype=np.int16)]
np.take(x, np.array([1, 2], dtype=np.int32)[::-1])
# the result is laid out by the index arrays as given, whatever their type
np.arange(10)[np.array([[0, 1, 2], [3, 4, 5]], dtype=np.int32).T].strides
np.arange(10)[np.array([[0, 1, 2], [3, 4, 5]], dtype=np.uint8).T].strides
a[np.array([[0, 1], [2, 0]], dtype=np.int16).T, np.array([[1, 2], [3, 0]], dtype=np.int8).T].strides
a[:, np.array([[0, 1], [2, 0]], dtype=np.int16).T].strides
v = np.arange(10)
v[v[::-1].reshape(2, 5).T].strides
v[v[::-1].reshape(2, 5).T]
