# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 89, "How to get the n largest values of an array": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.arange(10000)
np.random.seed(0)
np.random.shuffle(Z)
n = 5
print (Z[np.argsort(Z)[-n:]])
print (Z[np.argpartition(-Z,n)[:n]])
