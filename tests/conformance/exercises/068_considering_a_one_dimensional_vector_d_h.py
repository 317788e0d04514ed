# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 68, "Considering a one-dimensional vector D, how to compute means of subsets of D using a vector S of same size describing subset  indices?": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
D = np.random.uniform(0,1,100)
S = np.random.randint(0,10,100)
D_sums = np.bincount(S, weights=D)
D_counts = np.bincount(S)
D_means = D_sums / D_counts
print(D_means)
