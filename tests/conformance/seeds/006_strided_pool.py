import numpy as np
k = (np.arange(64) * 13 % 61).reshape(8, 8)
sy, sx = 2, 2
shape = (k.shape[0] // sy, k.shape[1] // sx, sy, sx)
strides = (k.strides[0] * sy, k.strides[1] * sx, k.strides[0], k.strides[1])
print('shape:', shape)
print('strides:', strides)
tiles = np.lib.stride_tricks.as_strided(k, shape=shape, strides=strides)
tiles[0, 0]
tiles.max(axis=(2, 3))
tiles.mean(axis=(-1, -2))
np.array_equal(tiles.max(axis=(2, 3)), k.reshape(4, 2, 4, 2).max((1, 3)))
