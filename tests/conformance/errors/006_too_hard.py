import numpy as np
y = np.arange(80).reshape(4, 20).astype(np.int8)
np.shares_memory(y[:, ::7], y[:, 3::3], max_work=1)
np.shares_memory(y[:, ::7], y[:, 3::3])
x = np.arange(10)
np.shares_memory(x[::2], x[1::2], max_work=0)
