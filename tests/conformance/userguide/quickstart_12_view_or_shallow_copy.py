# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "View or shallow copy": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
a = np.array([[ 0,  1,  2,  3],
              [ 4,  5,  6,  7],
              [ 8,  9, 10, 11]])
# --- View or shallow copy
c = a.view()
c is a
c.base is a            # c is a view of the data owned by a
c.flags.owndata
c = c.reshape((2, 6))  # a's shape doesn't change, reassigned c is still a view of a
a.shape
c[0, 4] = 1234         # a's data changes
a
s = a[:, 1:3]
s[:] = 10  # s[:] is a view of s. Note the difference between s = 10 and s[:] = 10
a
