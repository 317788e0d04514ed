# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 85, "Create a 2D array subclass such that Z[i,j] == Z[j,i]": its examples in order, by tools/teaching_suites.py
import numpy as np
class Symetric(np.ndarray):
    def __setitem__(self, index, value):
        i,j = index
        super(Symetric, self).__setitem__((i,j), value)
        super(Symetric, self).__setitem__((j,i), value)
def symetric(Z):
    return np.asarray(Z + Z.T - np.diag(Z.diagonal())).view(Symetric)
np.random.seed(0)
S = symetric(np.random.randint(0,10,(5,5)))
S[2,3] = 42
print(S)
