# numpy.ndarray.real: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.sqrt([1+0j, 0+1j])
x.real
x.real.dtype
