# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Importing and exporting a CSV": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([[-2.58289208,  0.43014843, -1.24082018, 1.59572603],
              [ 0.99027828, 1.17150989,  0.94125714, -0.14692469],
              [ 0.76989341,  0.81299683, -0.95068423, 0.11769564],
              [ 0.20484034,  0.34784527,  1.96979195, 0.51992837]])
