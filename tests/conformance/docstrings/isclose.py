# numpy.isclose: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.isclose([1e10,1e-7], [1.00001e10,1e-8])
np.isclose([1e10,1e-8], [1.00001e10,1e-9])
np.isclose([1e10,1e-8], [1.0001e10,1e-9])
np.isclose([1.0, np.nan], [1.0, np.nan])
np.isclose([1.0, np.nan], [1.0, np.nan], equal_nan=True)
np.isclose([1e-8, 1e-7], [0.0, 0.0])
np.isclose([1e-100, 1e-7], [0.0, 0.0], atol=0.0)
np.isclose([1e-10, 1e-10], [1e-20, 0.0])
np.isclose([1e-10, 1e-10], [1e-20, 0.999999e-10], atol=0.0)
