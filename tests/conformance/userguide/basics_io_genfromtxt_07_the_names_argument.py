# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "The ``names`` argument": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from io import StringIO
# --- The ``names`` argument
data = StringIO("1 2 3\n 4 5 6")
np.genfromtxt(data, dtype=[(_, np.int_) for _ in "abc"])
data = StringIO("1 2 3\n 4 5 6")
np.genfromtxt(data, names="A, B, C")
data = StringIO("So it goes\n#a b c\n1 2 3\n 4 5 6")
np.genfromtxt(data, skip_header=1, names=True)
data = StringIO("1 2 3\n 4 5 6")
ndtype=[('a', np.int_), ('b', np.float64), ('c', np.int_)]
names = ["A", "B", "C"]
np.genfromtxt(data, names=names, dtype=ndtype)
