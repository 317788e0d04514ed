# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 15, "Create a 2d array with 1 on the border and 0 inside": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.ones((10,10))
Z[1:-1,1:-1] = 0
print(Z)
