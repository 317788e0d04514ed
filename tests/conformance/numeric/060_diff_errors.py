import numpy as np
a = np.arange(6).reshape(2, 3)
np.diff(a, n=-1)
np.diff(np.array(3))
np.diff(a, axis=2)
np.diff(a, axis=-3)
np.diff(a, append=np.zeros((2, 2, 2)))
