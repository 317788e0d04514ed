# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "How do you know the shape and size of an array?": its examples in order, by tools/teaching_suites.py
import numpy as np
array_example = np.array([[[0, 1, 2, 3],
                           [4, 5, 6, 7]],

                          [[0, 1, 2, 3],
                           [4, 5, 6, 7]],

                          [[0 ,1 ,2, 3],
                           [4, 5, 6, 7]]])
array_example.ndim
array_example.size
array_example.shape
