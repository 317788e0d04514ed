import numpy as np
np.arange(20, dtype=np.int8)
np.arange(21, dtype=np.int8)
np.arange(22, dtype=np.int16)
np.arange(14, dtype=np.float32)
np.arange(1001, dtype=np.int32)
np.zeros((0, 100), dtype=np.int16)
