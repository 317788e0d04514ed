# np.divmod's methods: NumPy refuses reduce/accumulate/reduceat/at for two outputs; outer works
import numpy as np
np.add.reduce([1, 2, 3])
np.divmod.reduce([1, 2, 3])
np.divmod.accumulate([1, 2, 3])
np.divmod.reduceat([1, 2, 3], [0])
np.divmod.at(np.arange(3), [0])
np.divmod.outer([7, 8, 9], [2, 3])
np.divmod.outer(5, 2)
np.divmod.outer(np.arange(4.0).reshape(2, 2), [1.5, -2])
q, r = np.divmod.outer([7, -7], [3]); q.shape, r.dtype
