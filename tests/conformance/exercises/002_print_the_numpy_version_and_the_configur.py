# numpy-100 (rougier/numpy-100@6447594ad639, MIT licence, Copyright (c) 2016 Nicolas P. Rougier: LICENSE-numpy-100.txt), exercise 2, "Print the numpy version and the configuration": its examples in order, by tools/teaching_suites.py
import numpy as np
print(np.__version__)
