import numpy as np
b = np.arange(24).reshape(2, 3, 4)[:, :, ::2]
print(b.shape, b.strides)
for shape in [(6, 2), (12,), (2, 3, 1, 2), (1, 2, 3, 2, 1), (3, 4)]:
    v = b.reshape(shape)
    print(shape, v.strides, np.shares_memory(v, b))
b.reshape(2, 6)
