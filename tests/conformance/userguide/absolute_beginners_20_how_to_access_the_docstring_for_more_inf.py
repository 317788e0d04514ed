# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "How to access the docstring for more information": its examples in order, by tools/teaching_suites.py
import numpy as np
help(max)
a = np.array([1, 2, 3, 4, 5, 6])
def double(a):
  '''Return a * 2'''
  return a * 2
