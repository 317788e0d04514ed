# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 43, "Make an array immutable (read-only)": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.zeros(10)
Z.flags.writeable = False
Z[0] = 1
