import numpy as np
np.arange(1001) / 1000
np.arange(1200, dtype=np.float32) / 4
np.arange(1001) * 0.5
np.arange(1500, dtype=np.float32).reshape(30, 50)[:, ::-1] / 8
print(np.arange(1001) / 1000)
