# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 74, "Given a sorted array C that corresponds to a bincount, how to produce an array A such that np.bincount(A) == C?": its examples in order, by tools/teaching_suites.py
import numpy as np
C = np.bincount([1,1,2,3,4,4,6])
A = np.repeat(np.arange(len(C)), C)
print(A)
