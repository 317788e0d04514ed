# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 36, "Extract the integer part of a random array of positive numbers using 4 different methods": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
Z = np.random.uniform(0,10,10)
print(Z - Z%1)
print(Z // 1)
print(np.floor(Z))
print(Z.astype(int))
print(np.trunc(Z))
