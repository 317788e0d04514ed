# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 92, "Consider a large vector Z, compute Z to the power of 3 using 3 different methods": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
x = np.random.rand(int(5e7))
