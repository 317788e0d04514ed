# numpy.isnan: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.isnan(np.nan)
np.isnan(np.inf)
np.isnan([np.log(-1.),1.,np.log(0)])
