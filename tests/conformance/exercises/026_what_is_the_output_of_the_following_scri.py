# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 26, "What is the output of the following script?": its examples in order, by tools/teaching_suites.py
import numpy as np
print(sum(range(5),-1))
from numpy import *
print(sum(range(5),-1))
