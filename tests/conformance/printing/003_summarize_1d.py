import numpy as np
np.arange(1001)
np.arange(1000)[:10]
print(np.arange(2000))
np.arange(1001).astype(np.float64)
np.arange(1001, dtype=np.int8)
len(repr(np.arange(1000)))
