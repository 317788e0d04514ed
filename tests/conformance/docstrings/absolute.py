# numpy.absolute: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([-1.2, 1.2])
np.absolute(x)
np.absolute(1.2 + 1j)
x = np.linspace(start=-10, stop=10, num=101)
xx = x + 1j * x[:, np.newaxis]
x = np.array([-1.2, 1.2])
abs(x)
