import numpy as np
b = np.array([True, False])
b ** 2
b ** b
(b ** 2.0).dtype
np.square(b)
i8 = np.array([3, -4], dtype=np.int8)
i8 ** 2
i8 ** -1
np.array([2.0, 4.0], dtype=np.float32) ** -1
np.array([2.0, 4.0]) ** 0.5
np.array([4, 9]) ** 0.5
u = np.array([200, 3], dtype=np.uint8)
u ** 2
c = b.copy()
c **= 2
c
f = np.array([1.5, 2.5])
f **= 2
f
i = np.array([1, 2, 3])
i **= -1
i ** -1
i ** np.int64(2)
np.power(i8, 2)
np.square(i8)
u2 = np.zeros(3, np.uint8)
np.add.at(u2, [0, 0], -3)
u2
np.subtract.at(u2, [1], 300)
np.add(u2, -3)
u2 + (-3)
