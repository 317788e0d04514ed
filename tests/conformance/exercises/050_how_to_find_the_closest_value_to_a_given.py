# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 50, "How to find the closest value (to a given scalar) in a vector?": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.arange(100)
np.random.seed(0)
v = np.random.uniform(0,100)
index = (np.abs(Z-v)).argmin()
print(Z[index])
