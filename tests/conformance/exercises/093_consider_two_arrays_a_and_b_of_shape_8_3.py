# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 93, "Consider two arrays A and B of shape (8,3) and (2,2). How to find rows of A that contain elements of each row of B regardless of the order of the elements in B?": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
A = np.random.randint(0,5,(8,3))
B = np.random.randint(0,5,(2,2))
C = (A[..., np.newaxis, np.newaxis] == B)
rows = np.where(C.any((3,1)).all(1))[0]
print(rows)
