# numpy.exp: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
import numpy as np
x = np.linspace(-2*np.pi, 2*np.pi, 100)
xx = x + 1j * x[:, np.newaxis] # a + ib over complex plane
out = np.exp(xx)
