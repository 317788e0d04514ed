# np.pad where the result is empty: no per-axis maps are built (fuzz: a 2**31 pad of an empty axis aborted)
import numpy as np
np.pad(np.zeros((0, 2)), ((0, 0), (2**31, 1)), mode='edge').shape
np.pad(np.zeros((0, 2)), ((0, 0), (2**31, 1))).shape
np.pad(np.zeros((0, 3), dtype=np.int8), ((0, 0), (2, 1)), mode='reflect')
np.pad(np.zeros((0, 3), dtype=np.int8), ((0, 0), (2, 1)), mode='edge').strides
np.pad(np.ones((2, 0)), ((1, 1), (0, 0)), mode='edge')
