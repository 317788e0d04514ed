import numpy as np
x = np.arange(10)
np.shares_memory(x[:0], x)
np.may_share_memory(x[:0], x)
np.shares_memory(x[3:3], x[2:5])
np.shares_memory(x[4, ...], x[4:5])
np.shares_memory(x[4, ...], x[5:])
np.shares_memory(np.zeros(0), np.zeros(0))
np.shares_memory(x[::-1], x[:1])
