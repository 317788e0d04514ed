# numpy.asanyarray: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = [1, 2]
import numpy as np
np.asanyarray(a)
a = np.array([(1., 2), (3., 4)], dtype='f4,i4').view(np.recarray)
np.asanyarray(a) is a
