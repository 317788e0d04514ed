import numpy as np
x = np.arange(6).reshape(2, 3)
x.T.view(np.int32)
np.arange(3, dtype=np.int8).view(np.int32)
np.arange(6).item()
np.arange(6).item(10)
np.broadcast_to(np.arange(3), (4,))
np.full((2,), [1, 2, 3])
