import numpy as np
y = np.arange(80).reshape(4, 20).astype(np.int8)
a = y[:, ::7]
b = y[:, 3::3]
np.shares_memory(a, b, max_work=1)
np.shares_memory(a, b, max_work=5)
np.shares_memory(a, b, max_work=10)
np.shares_memory(a, b, max_work=None)
x = np.arange(10)
np.shares_memory(x[::2], x[1::2], max_work=0)
np.shares_memory(x[:5], x[5:], max_work=0)
np.shares_memory(x[:6], x[5:], max_work=0)
np.may_share_memory(x[::2], x[1::2], max_work=None)
