# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 45, "Create random vector of size 10 and replace the maximum value by 0": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
Z = np.random.random(10)
Z[Z.argmax()] = 0
print(Z)
