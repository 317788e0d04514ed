# numpy.ndarray.tolist: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a = np.uint32([1, 2])
a_list = list(a)
a_list
type(a_list[0])
a_tolist = a.tolist()
a_tolist
type(a_tolist[0])
a = np.array([[1, 2], [3, 4]])
list(a)
a.tolist()
a = np.array(1)
list(a)
a.tolist()
