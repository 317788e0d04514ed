import numpy as np
a = np.arange(6).reshape(2, 3)
print(a)
a
str(a)
repr(a)
print(repr(a))
print([a[0, 0], a[1, 2]])
print(np.array([1.5, 2.0]))
print(np.arange(3, dtype=np.int8))
f"{a[0]}"
