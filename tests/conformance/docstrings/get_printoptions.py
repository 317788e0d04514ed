# numpy.get_printoptions: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.get_printoptions()
np.get_printoptions()['linewidth']
np.set_printoptions(linewidth=100)
np.get_printoptions()['linewidth']
