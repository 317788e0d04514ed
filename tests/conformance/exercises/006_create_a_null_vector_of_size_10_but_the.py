# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 6, "Create a null vector of size 10 but the fifth value which is 1": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.zeros(10)
Z[4] = 1
print(Z)
