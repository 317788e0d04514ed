# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 41, "How to sum a small array faster than np.sum?": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.arange(10)
np.add.reduce(Z)
