import numpy as np
grid = (np.arange(24) * 7 % 23).reshape(6, 4)
grid
rows, cols = grid.shape
blocks = grid.reshape(rows // 2, 2, cols // 2, 2)
blocks.strides
np.shares_memory(blocks, grid)
blocks.max((1, 3))
blocks.mean(axis=(1, 3))
g2 = (np.arange(42) * 5 % 17).reshape(6, 7)
g2.reshape(3, 2, 7)[:, :, :6].reshape(3, 2, 2, 3).max((1, 3))
