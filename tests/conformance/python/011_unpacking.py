a, b = 1, 2
a, b = b, a
(a, b)
x, (y, z) = 0, (1, 2)
print(x, y, z)
first, *rest = [1, 2, 3, 4]
first
rest
import numpy as np
rows, cols = np.arange(6).reshape(2, 3).shape
rows * 10 + cols
s0, s1 = np.arange(6).reshape(2, 3).strides
s0 // s1
