import numpy as np
i8 = np.arange(4, dtype=np.int8)
i8 / np.int8(2)
i8 / 2
np.array([True, True]) / np.array([True, True])
h = np.arange(5, dtype=np.float16)
h / 3
h / np.int8(3)
h / np.int16(3)
h / np.float32(3)
h // 0.3
h % 0.3
np.float16(1) / np.float16(3)
np.float16(7) // np.float16(2), np.float16(7) % np.float16(-2)
np.float16(2) ** np.float16(10)
np.float16(2) ** 20
h ** 2
np.float16(60000) + np.float16(60000)
