# numpy.broadcast_shapes: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.broadcast_shapes((1, 2), (3, 1), (3, 2))
np.broadcast_shapes((6, 7), (5, 6, 1), (7,), (5, 1, 7))
