# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 24, "Multiply a 5x3 matrix by a 3x2 matrix (real matrix product)": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.matmul(np.ones((5, 3)), np.ones((3, 2)))
print(Z)
Z = np.ones((5,3)) @ np.ones((3,2))
print(Z)
