# numpy.prod: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([536870910, 536870910, 536870910, 536870910])
np.prod(x)
np.prod([])
import numpy as np
np.prod([1.,2.])
a = np.array([[1., 2.], [3., 4.]])
np.prod(a)
np.prod(a, axis=1)
np.prod(a, axis=0)
np.prod([1., np.nan, 3.], where=[True, False, True])
x = np.array([1, 2, 3], dtype=np.uint8)
np.prod(x).dtype == np.uint
x = np.array([1, 2, 3], dtype=np.int8)
np.prod(x).dtype == int
np.prod([1, 2], initial=5)
