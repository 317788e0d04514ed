# StringDType: variable-width strings, 16 bytes per element whatever the length
import numpy as np
from numpy.dtypes import StringDType
names = np.array(["ox", "a considerably longer name", ""], dtype=StringDType())
names
names.dtype
names.itemsize, names.strides, names.nbytes
names[1]
type(names[1])
names[::-1]
names[::-1].base is names
names[0] = "gnu"
names
names[2] = 42
names
np.array([1, 2.5, True], dtype="T")
np.dtype("T")
np.dtype("T") == StringDType()
str(names)
len(names)
names.tolist()
np.zeros(2, dtype="T")
np.ones(2, dtype=StringDType())
np.full((2, 2), 7, dtype="T")
grid = np.array([["ab", "c"], ["def", "g"]], dtype=StringDType())
grid
grid.T
grid.strides, grid.T.strides
grid.shape, grid.ndim, grid.size
