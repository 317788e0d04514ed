# numpy.invert: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.bitwise_not is np.invert
import numpy as np
x = np.invert(np.array(13, dtype=np.uint8))
x
np.binary_repr(x, width=8)
x = np.invert(np.array(13, dtype=np.uint16))
x
np.binary_repr(x, width=16)
np.invert(np.array([13], dtype=np.int8))
np.binary_repr(-14, width=8)
np.invert(np.array([True, False]))
x1 = np.array([True, False])
~x1
