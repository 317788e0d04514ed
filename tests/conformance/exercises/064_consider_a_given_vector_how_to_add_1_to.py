# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 64, "Consider a given vector, how to add 1 to each element indexed by a second vector (be careful with repeated indices)?": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.ones(10)
np.random.seed(0)
I = np.random.randint(0,len(Z),20)
Z += np.bincount(I, minlength=len(Z))
print(Z)
np.add.at(Z, I, 1)
print(Z)
