import numpy as np
a = np.arange(12).reshape(3, 4)
a[1, [0, 3]]
a[1:, [0, 3]]
a[[True, False, True], 1]
a[[0, 2]][:, [1, 2]]
b = a[[2, 1, 0]]
b.flags.c_contiguous
b[0, 0] = 0
a[2, 0]
