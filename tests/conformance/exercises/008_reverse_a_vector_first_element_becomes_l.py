# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 8, "Reverse a vector (first element becomes last)": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.arange(50)
Z = Z[::-1]
print(Z)
