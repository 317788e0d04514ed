# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 95, "Convert a vector of ints into a matrix binary representation": its examples in order, by tools/teaching_suites.py
import numpy as np
I = np.array([0, 1, 2, 3, 15, 16, 32, 64, 128])
B = ((I.reshape(-1,1) & (2**np.arange(8))) != 0).astype(int)
print(B[:,::-1])
I = np.array([0, 1, 2, 3, 15, 16, 32, 64, 128], dtype=np.uint8)
print(np.unpackbits(I[:, np.newaxis], axis=1))
