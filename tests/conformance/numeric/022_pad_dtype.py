import numpy as np
x = np.arange(4, dtype=np.uint8)
np.pad(x, 1, constant_values=300)
np.pad(x, 1, constant_values=-1)
np.pad(np.array([True, False]), 1)
np.pad(np.array([True, False]), 1, constant_values=True)
np.pad(np.arange(3, dtype=np.float32) / 3, 1, mode='edge')
np.pad(np.arange(3, dtype=np.int16), (2, 0), mode='wrap').dtype
