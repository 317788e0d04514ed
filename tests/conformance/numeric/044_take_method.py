import numpy as np
a = np.arange(12).reshape(3, 4)
a.take([0, 2])
a.take([0, 2], axis=1)
a.take(5)
a.take([[1, 1], [0, 2]], axis=0)
a.take([9], axis=1, mode='wrap')
a.take(20)
