# numpy.printoptions: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
from numpy.testing import assert_equal
with np.printoptions(precision=2):
    np.array([2.0]) / 3
with np.printoptions(precision=2) as opts:
     assert_equal(opts, np.get_printoptions())
