# ndarray.resize changes the array itself: new elements are zero, the bytes keep their
# memory order, and a new size is refused while anything else references the array
# (another name, a view, a list, or the echo of the last expression) unless refcheck=False.
import numpy as np
r = np.arange(6)
r.resize((2, 3))
r.resize(8)
r
r.resize(4)
r.resize(2, 2)
s = r
r.resize(6)
del s
r.resize(6)
v = r[1:]
r.resize(3)
del v
r.resize(3)
print(r)
lst = [r]
r.resize(2)
lst = None
r.resize(2)
print(r)
f = np.asfortranarray(np.arange(4).reshape(2, 2))
f.resize(2, 3)
print(f)
np.arange(6)[::2].resize(4)
np.arange(6).reshape(2, 3).T.resize(7)
np.arange(6).reshape(2, 3).T.resize(3, 2)
np.arange(3).resize(-1)
q = np.arange(3)
q.resize()
print(q)
q.resize(0)
print(q, q.shape)
