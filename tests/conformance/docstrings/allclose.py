# numpy.allclose: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.allclose([1e10,1e-7], [1.00001e10,1e-8])
np.allclose([1e10,1e-8], [1.00001e10,1e-9])
np.allclose([1e10,1e-8], [1.0001e10,1e-9])
np.allclose([1.0, np.nan], [1.0, np.nan])
np.allclose([1.0, np.nan], [1.0, np.nan], equal_nan=True)
