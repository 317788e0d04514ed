import numpy as np
np.array([np.nan, 1.0, -np.inf])
np.array([np.inf, 2.5])
np.array([np.nan])
print(np.array([np.nan, 1.0, -np.inf]))
np.array([np.nan, 1e-6, 1.0])
np.float64('nan')
np.float64('-inf')
np.array([1.0, np.nan]).astype(np.float32)
