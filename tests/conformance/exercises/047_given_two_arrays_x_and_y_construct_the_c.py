# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 47, "Given two arrays, X and Y, construct the Cauchy matrix C (Cij =1/(xi - yj))": its examples in order, by tools/teaching_suites.py
import numpy as np
X = np.arange(8)
Y = X + 0.5
C = 1.0 / np.subtract.outer(X, Y)
print(np.linalg.det(C))
