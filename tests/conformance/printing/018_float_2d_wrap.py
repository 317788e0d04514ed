import numpy as np
np.arange(24).reshape(2, 12) / 7
print(np.arange(24).reshape(2, 12) / 7)
np.eye(3) * 0.1
np.array([[1e-5, 1.0], [2.0, 3.0]])
np.arange(12, dtype=np.float32).reshape(3, 4) * 1.5
