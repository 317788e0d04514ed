# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 49, "How to print all the values of an array?": its examples in order, by tools/teaching_suites.py
import numpy as np
np.set_printoptions(threshold=float("inf"))
Z = np.zeros((40,40))
print(Z)
