import numpy as np
u2 = np.zeros(3, np.uint8)
np.add.at(u2, [0, 0], -3)
u2
np.add.at(u2, [0], -300)
u2
np.add.at(u2, [0], 2**70)
i8 = np.zeros(3, np.int8)
np.add.at(i8, [0], 200)
i8
np.add.at(i8, [0], 2.7)
i8
np.multiply.at(i8, [0], -1000)
i8
f = np.zeros(2, np.float32)
np.add.at(f, [1], 0.1)
f
np.maximum.at(u2, [1], -5)
u2
np.minimum.at(u2, [2], -5)
u2
b = np.zeros(3, bool)
np.add.at(b, [0], 1)
b
np.add.at(b, [1], 2.5)
b
np.subtract.at(i8, [0, 1], np.array([1.5, 2.5]))
i8
np.add.at(i8, [0, 1], np.array([100, 200], dtype=np.int16))
i8
np.add.at(i8, [0], np.float32(1.5))
i8
