# NumPy user guide basics.io.genfromtxt.rst (numpy/numpy@1f90bbb55e65), section "The ``comments`` argument": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
from io import StringIO
# --- The ``comments`` argument
data = """#
# Skip me !
# Skip me too !
1, 2
3, 4
5, 6 #This is the third line of the data
7, 8
# And here comes the last line
9, 0
"""
np.genfromtxt(StringIO(data), comments="#", delimiter=",")
