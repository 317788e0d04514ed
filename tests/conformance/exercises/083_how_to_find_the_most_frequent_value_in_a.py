# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 83, "How to find the most frequent value in an array?": its examples in order, by tools/teaching_suites.py
import numpy as np
np.random.seed(0)
Z = np.random.randint(0,10,50)
print(np.bincount(Z).argmax())
