# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 20, "Consider a (6,7,8) shape array, what is the index (x,y,z) of the 100th element?": its examples in order, by tools/teaching_suites.py
import numpy as np
print(np.unravel_index(99,(6,7,8)))
