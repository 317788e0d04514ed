# numpy.format_float_positional: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.format_float_positional(np.float32(np.pi))
np.format_float_positional(np.float16(np.pi))
np.format_float_positional(np.float16(0.3))
np.format_float_positional(np.float16(0.3), unique=False, precision=10)
