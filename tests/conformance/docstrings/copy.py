# numpy.copy: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.array(a, copy=True)  #doctest: +SKIP
import numpy as np
x = np.array([1, 2, 3])
y = x
z = np.copy(x)
x[0] = 10
x[0] == y[0]
x[0] == z[0]
a = np.array([1, 2, 3])
a.flags["WRITEABLE"] = False
b = np.copy(a)
b.flags["WRITEABLE"]
b[0] = 3
b
