import numpy as np
a = np.arange(6).reshape(2, 3)
b = a * 10
np.stack((a, b))
np.stack((a, b), axis=1)
np.stack((a, b), axis=-1)
np.stack((a, b), axis=2).shape
np.stack([np.arange(3), np.arange(3)], axis=0)
np.stack(a)
np.stack((1, 2, 3))
np.stack((a, b), dtype=np.float32)
