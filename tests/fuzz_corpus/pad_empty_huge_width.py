# np.pad of an empty axis by 2**31 once built a 2**31-long index map per axis (a 34 GB allocation)
import numpy as np
np.pad(np.zeros((0, 2)), ((0, 0), (2**31, 1)), mode='edge').shape
np.pad(np.zeros((0, 2)), ((0, 0), (2**31, 1))).shape
np.pad(np.zeros((2, 0)), ((2**40, 1), (0, 0)), mode='wrap').shape
