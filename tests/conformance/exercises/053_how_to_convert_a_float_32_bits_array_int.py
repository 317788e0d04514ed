# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 53, "How to convert a float (32 bits) array into an integer (32 bits) array in place?": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
Z = (np.random.rand(10)*100).astype(np.float32)
Y = Z.view(np.int32)
Y[:] = Z
print(Y)
