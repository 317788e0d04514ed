# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 9, "Create a 3x3 matrix with values ranging from 0 to 8": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.arange(9).reshape(3, 3)
print(Z)
