# numpy.all: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.all([[True,False],[True,True]])
np.all([[True,False],[True,True]], axis=0)
np.all([-1, 4, 5])
np.all([1.0, np.nan])
np.all([[True, True], [False, True]], where=[[True], [False]])
o=np.array(False)
z=np.all([-1, 4, 5], out=o)
