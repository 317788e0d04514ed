# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 18, "Create a 5x5 matrix with values 1,2,3,4 just below the diagonal": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.diag(1+np.arange(4),k=-1)
print(Z)
