import numpy as np
np.int64(3)
np.float64(0.5)
np.True_
np.False_
np.int8(-5)
np.uint8(200)
np.int32(7)
np.float32(1.5)
np.float64(1e20)
print(np.int64(3), np.float64(0.5), np.True_)
str(np.float64(2.0))
np.float64(3.0)
np.arange(3).sum()
