import numpy as np
# the seed scenario: 2x2 max pooling of an 8x8 image by reshaping into blocks
np.random.seed(0)
img = np.random.randint(1, 64, 64).reshape(8, 8)
img
blocks = img.reshape(4, 2, 4, 2)
blocks.base is img.base
blocks.strides
pooled = blocks.max(axis=(1, 3))
pooled
pooled.shape, pooled.flags['OWNDATA']
img[:2, :2].max() == pooled[0, 0]
