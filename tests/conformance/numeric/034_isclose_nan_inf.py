import numpy as np
v = np.array([np.nan, np.inf, -np.inf, 1.0])
np.isclose(v, v)
np.isclose(v, v, equal_nan=True)
np.isclose(np.inf, 1e308)
np.isclose(v, np.inf)
np.allclose(v, v)
np.allclose(v, v, equal_nan=True)
np.isclose([1.0, np.nan], [np.nan, 1.0], equal_nan=True)
