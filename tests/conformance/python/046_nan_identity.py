import numpy as np
# CPython's `in` (lists, tuples, sets, dict keys) tests identity before ==, and np.nan is one
# object, so it is found although it equals nothing
np.nan in [np.nan]
np.nan in (1.0, np.nan)
np.nan in set([np.nan])
x = np.nan
x is np.nan
{np.nan: 'found'}[np.nan]
[np.nan].count(np.nan)
[1.0, np.nan].index(np.nan)
np.nan == np.nan
np.array([np.nan]) == np.nan
0 * np.nan, np.inf > np.nan, np.nan - np.nan
