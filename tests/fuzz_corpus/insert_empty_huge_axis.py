# long fuzz run, seed 7777: np.insert into an empty (0, 2**31) array built a 2**31-long list of
# Scalars for its mask (a 34 GB allocation, abort); the mask is now a bool array under the size limit
import numpy as np
np.insert(np.zeros((0, 2**31)), [0, 0], 1, axis=1)
np.insert(np.zeros((0, 5)), [0, 0], 1, axis=1).shape
