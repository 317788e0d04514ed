# numpy.any: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.any([[True, False], [True, True]])
np.any([[True,  False, True ],
        [False, False, False]], axis=0)
np.any([-1, 0, 5])
np.any([[np.nan], [np.inf]], axis=1, keepdims=True)
np.any([[True, False], [False, False]], where=[[False], [True]])
a = np.array([[1, 0, 0],
              [0, 0, 1],
              [0, 0, 0]])
np.any(a, axis=0)
np.any(a, axis=1)
o=np.array(False)
z=np.any([-1, 4, 5], out=o)
z, o
z is o
