import numpy as np
np.arange(5, dtype=np.int8)
np.arange(4, dtype=np.float32)
np.arange(3, dtype='float64')
np.arange(6, dtype=np.uint8)
np.arange(4, dtype=np.int32).itemsize
np.arange(4, dtype=np.int16).strides
np.arange(1, 7, 2, dtype=np.float64)
np.arange(3, dtype=np.int64).nbytes
np.arange(250, 256, dtype=np.uint8)
