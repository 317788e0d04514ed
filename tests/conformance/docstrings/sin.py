# numpy.sin: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.sin(np.pi/2.)
np.sin(np.array((0., 30., 45., 60., 90.)) * np.pi / 180. )
x = np.linspace(-np.pi, np.pi, 201)
