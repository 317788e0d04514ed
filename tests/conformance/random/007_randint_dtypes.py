import numpy as np
np.random.seed(5)
for dt in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64]:
    a = np.random.randint(0, 100, 6, dtype=dt)
    print(a.dtype, a)
np.random.randint(2, size=8, dtype=bool)
np.random.randint(2, size=8, dtype=np.bool)
np.random.randint(-5, 5, dtype='i1', size=5)
np.random.randint(5, dtype='u2', size=3)
np.random.randint(5, size=3, dtype='int')
np.random.randint(5, size=3, dtype=int)
