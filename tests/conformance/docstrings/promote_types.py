# numpy.promote_types: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.promote_types('f4', 'f8')
np.promote_types('i8', 'f4')
np.promote_types('>i8', '<c8')
np.promote_types('i4', 'S8')
p = np.promote_types
p('S', p('i1', 'u1'))
p(p('S', 'i1'), 'u1')
