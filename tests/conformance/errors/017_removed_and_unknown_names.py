# Names NumPy 2.0 removed give NumPy's own text; names NumPy never had, Python's.
import numpy as np
np.float_
np.int
np.Inf
np.bool8
np.arang
np.long
np.float64
x = np.arange(3)
x.lenght
np.random.default_rng(0).normall
