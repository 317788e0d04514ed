# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 44, "Consider a random 10x2 matrix representing cartesian coordinates, convert them to polar coordinates": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
Z = np.random.random((10,2))
X,Y = Z[:,0], Z[:,1]
R = np.sqrt(X**2+Y**2)
T = np.arctan2(Y,X)
print(R)
print(T)
