# numpy.s_: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.s_[2::2]
np.index_exp[2::2]
np.array([0, 1, 2, 3, 4])[np.s_[2::2]]
