# ravel_multi_index of an empty result once read the placeholder element of the empty
# buffer as a coordinate (then wrapped it on an axis of 0: a division by zero)
import numpy as np
np.ravel_multi_index((np.zeros(0, int),), (0,), mode='wrap')
np.ravel_multi_index((np.zeros((2, 0), np.int8), np.zeros((1, 0), int)), (0, 3), mode='wrap')
np.ravel_multi_index((np.zeros(0, int), np.zeros(0, int)), (3, 0), mode=('clip', 'wrap'))
np.unravel_index(np.zeros((0, 3), int), (0,))
