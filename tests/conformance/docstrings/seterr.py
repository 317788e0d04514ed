# numpy.seterr: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
orig_settings = np.seterr(all='ignore')  # seterr to known value
np.int16(32000) * np.int16(3)
np.seterr(over='raise')
old_settings = np.seterr(all='warn', over='raise')
np.int16(32000) * np.int16(3)
old_settings = np.seterr(all='print')
np.geterr()
np.int16(32000) * np.int16(3)
np.seterr(**orig_settings)  # restore original
