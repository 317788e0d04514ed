# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 32, "Is the following expressions true?": its examples in order, by tools/teaching_suites.py
import numpy as np
np.sqrt(-1) == np.emath.sqrt(-1)
