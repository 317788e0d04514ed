import numpy as np
a = np.arange(12).reshape(3, 4)
a.__array_interface__['strides'] is None
a.__array_interface__['strides']
print(a.__array_interface__['strides'])
cases = [a.T, a[:1], a[:, :1], np.asfortranarray(a), a[None], a[:0], np.zeros((0, 3)), np.array(3), a[1, 2, ...]]
for v in cases:
    print(v.shape, v.__array_interface__['strides'], v.flags.c_contiguous)
