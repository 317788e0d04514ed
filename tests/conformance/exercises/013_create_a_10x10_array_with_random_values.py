# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 13, "Create a 10x10 array with random values and find the minimum and maximum values": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
Z = np.random.random((10,10))
Zmin, Zmax = Z.min(), Z.max()
print(Zmin, Zmax)
