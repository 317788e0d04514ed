# numpy.errstate: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
olderr = np.seterr(all='ignore')  # Set error handling to known state.
np.arange(3) / 0.
with np.errstate(divide='ignore'):
    np.arange(3) / 0.
np.sqrt(-1)
with np.errstate(invalid='raise'):
    np.sqrt(-1)
np.geterr()
olderr = np.seterr(**olderr)  # restore original state
