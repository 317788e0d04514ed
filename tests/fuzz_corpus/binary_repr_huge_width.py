import numpy as np
np.binary_repr(3, width=2**31)
np.binary_repr(-3, width=2**40)
