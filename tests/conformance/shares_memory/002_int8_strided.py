import numpy as np
y = np.arange(80).reshape(4, 20).astype(np.int8)
a = y[:, ::7]
b = y[:, 3::3]
np.shares_memory(a, b)
np.may_share_memory(a, b)
np.shares_memory(y[:, ::7], y[:, 7::7])
np.shares_memory(y[0], y[1])
np.may_share_memory(y[0], y[1])
np.shares_memory(y[::2], y[1::2])
np.may_share_memory(y[::2], y[1::2])
