# numpy.format_float_scientific: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.format_float_scientific(np.float32(np.pi))
s = np.float32(1.23e24)
np.format_float_scientific(s, unique=False, precision=15)
np.format_float_scientific(s, exp_digits=4)
