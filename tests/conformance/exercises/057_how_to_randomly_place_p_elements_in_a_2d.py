# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 57, "How to randomly place p elements in a 2D array?": its examples in order, by tools/teaching_suites.py
import numpy as np
n = 10
p = 3
Z = np.zeros((n,n))
np.random.seed(0)
np.put(Z, np.random.choice(range(n*n), p, replace=False),1)
print(Z)
