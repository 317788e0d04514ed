# NumPy user guide misc.rst (numpy/numpy@1f90bbb55e65), section "IEEE 754 floating point special values": its examples in order, by tools/teaching_suites.py
import numpy as np
myarr = np.array([1., 0., np.nan, 3.])
np.nonzero(myarr == np.nan)
np.nan == np.nan  # is always False! Use special numpy functions instead.
myarr[myarr == np.nan] = 0. # doesn't work
myarr
myarr[np.isnan(myarr)] = 0. # use this instead find
myarr
x = np.arange(10.)
x[3] = np.nan
x.sum()
np.nansum(x)
