# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 11, "Create a 3x3 identity matrix": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.eye(3)
print(Z)
