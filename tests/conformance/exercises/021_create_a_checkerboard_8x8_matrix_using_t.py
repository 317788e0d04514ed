# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 21, "Create a checkerboard 8x8 matrix using the tile function": its examples in order, by tools/teaching_suites.py
import numpy as np
Z = np.tile( np.array([[0,1],[1,0]]), (4,4))
print(Z)
