# numpy.float_power: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x1 = range(6)
x1
np.float_power(x1, 3)
x2 = [1.0, 2.0, 3.0, 3.0, 2.0, 1.0]
np.float_power(x1, x2)
x2 = np.array([[1, 2, 3, 3, 2, 1], [1, 2, 3, 3, 2, 1]])
x2
np.float_power(x1, x2)
x3 = np.array([-1, -4])
with np.errstate(invalid='ignore'):
    p = np.float_power(x3, 1.5)
p
np.float_power(x3, 1.5, dtype=complex)
