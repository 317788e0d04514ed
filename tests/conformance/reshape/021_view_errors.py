import numpy as np
x = np.arange(6).reshape(2, 3)
x.T.view(np.int32)
x[:, ::2].view(np.int32)
np.arange(3, dtype=np.int8).view(np.int16)
x.view(np.uint8).shape
x.view(np.uint8).strides
np.arange(5, dtype=np.int16)[:4].view(np.int32)
np.arange(5, dtype=np.int16)[1:].view(np.int32)
x[:, :2].view(np.int32).strides
