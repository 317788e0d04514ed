import numpy as np
f = np.array([1.9, -1.9, 0.5, 2.0])
f.astype(np.int64)
f.astype(np.int8)
f.astype(bool)
i = np.arange(4)
i.astype(np.float32)
i.astype(np.float64).strides
i.astype(np.int64) is i
i.astype(np.int64, copy=False) is i
i.astype(np.int32, copy=False) is i
i.astype(np.int16).base is None
np.array([300, -1]).astype(np.uint8)
i[::2].astype(np.float64).strides
