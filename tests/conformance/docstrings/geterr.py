# numpy.geterr: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.geterr()
np.arange(3.) / np.arange(3.)  # doctest: +SKIP
oldsettings = np.seterr(all='warn', invalid='raise')
np.geterr()
np.arange(3.) / np.arange(3.)
oldsettings = np.seterr(**oldsettings)  # restore original
