# NumPy 2 stores a Python float into an integer array through Python's int(): truncated,
# then range-checked like a Python int; a NumPy float is cast instead.
import numpy as np
a = np.arange(6, dtype=np.uint8)
a[0] = -1.5
a[1] = 300.7
a[2] = np.float64(-1.0)
a
a[:2] = -1.0
a[[0, 1]] = -1.0
a[a == 0] = -2.0
a.fill(-1.0)
a[3] = 2.9
a
b = np.arange(3, dtype=np.int8)
b[0] = 1e30
b[0] = float('nan')
b[0] = float('-inf')
b[0] = -129.0
b[1] = -128.0
b
np.array([-1.0], dtype=np.uint8)
np.array(-1.0, dtype=np.uint8)
np.array([1e30], dtype=np.int8)
np.array([300.5, 2], dtype=np.uint8)
np.array([2.5, -3.5], dtype=np.int16)
np.asarray(-1.5, dtype=np.uint8)
np.full(2, 300, dtype=np.uint8)
c = np.zeros(2, dtype=np.int64)
c[0] = 1e20
c[0] = -9223372036854775809
c[0] = 2**63
c[1] = 2**63 - 1
c
np.array([2**70], dtype=np.int64)
np.array([2**63], dtype=np.int64)
np.array([2**63], dtype=np.float64)
u = np.zeros(2, np.uint64)
u[0] = 2**64
u[0] = 2**64 - 1
u[1] = 1.8e19
u
u.fill(-1)
u.fill(2**64)
u.fill(1e30)
u.fill(float('nan'))
w = np.zeros(2, np.uint32)
w[0] = 1e19
w[0] = 9223372036854775808
w
x = np.arange(6, dtype=np.int8).reshape(2, 3)
np.put_along_axis(x, np.argmax(x, axis=1, keepdims=True), -129, axis=1)
np.put_along_axis(x, np.argmin(x, axis=1, keepdims=True), -1.0, axis=1)
np.put_along_axis(x, np.argmin(x, axis=1, keepdims=True), [[7], [-9223372036854775809]], axis=1)
np.put_along_axis(x, np.argmin(x, axis=1, keepdims=True), np.array([[2.5], [-1.5]]), axis=1)
x
np.zeros(2, np.uint32) + 2**63
np.zeros(2, np.uint8) + 2**63
np.zeros(2, np.uint64) + 2**63
