# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 10, "Find indices of non-zero elements from [1,2,0,0,4,0]": its examples in order, by tools/teaching_suites.py
import numpy as np
nz = np.nonzero([1,2,0,0,4,0])
print(nz)
