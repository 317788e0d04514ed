# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "The ``converters`` argument": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from io import StringIO
# --- The ``converters`` argument
convertfunc = lambda x: float(x.strip("%"))/100.
data = "1, 2.3%, 45.\n6, 78.9%, 0"
names = ("i", "p", "n")
np.genfromtxt(StringIO(data), delimiter=",", names=names)
np.genfromtxt(StringIO(data), delimiter=",", names=names,
              converters={1: convertfunc})
np.genfromtxt(StringIO(data), delimiter=",", names=names,
              converters={"p": convertfunc})
data = "1, , 3\n 4, 5, 6"
convert = lambda x: float(x.strip() or -999)
np.genfromtxt(StringIO(data), delimiter=",",
              converters={1: convert})
