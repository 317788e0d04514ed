import numpy as np
np.zeros(3)
np.zeros((2, 3))
np.zeros((2, 3)).strides
np.ones((2, 2), dtype=np.int32)
np.ones(4, dtype=np.int8)
np.zeros((0, 3))
np.zeros((0, 3)).strides
np.zeros(())
np.zeros((2, 0, 2)).strides
np.ones((3,), dtype=bool)
np.zeros(2, dtype=np.uint8)
z = np.zeros((2, 3, 4))
z.strides
z.flags.owndata
