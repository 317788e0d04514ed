# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 71, "Consider an array of dimension (5,5,3), how to multiply it by an array with dimensions (5,5)?": its examples in order, by tools/teaching_suites.py
import numpy as np
A = np.ones((5,5,3))
B = 2*np.ones((5,5))
print(A * B[:,:,None])
