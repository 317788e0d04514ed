# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 39, "Create a vector of size 10 with values ranging from 0 to 1, both excluded": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.linspace(0,1,11,endpoint=False)[1:]
print(Z)
