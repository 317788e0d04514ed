# numpy.isin: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
element = 2*np.arange(4).reshape((2, 2))
element
test_elements = [1, 2, 4, 8]
mask = np.isin(element, test_elements)
mask
element[mask]
np.nonzero(mask)
mask = np.isin(element, test_elements, invert=True)
mask
element[mask]
test_set = {1, 2, 4, 8}
np.isin(element, test_set)
np.isin(element, list(test_set))
