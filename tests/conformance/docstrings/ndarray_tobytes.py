# numpy.ndarray.tobytes: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.array([[0, 1], [2, 3]], dtype='<u2')
x.tobytes()
x.tobytes('C') == x.tobytes()
x.tobytes('F')
