import numpy as np
img = np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
rev = img[:, ::-1]
print(f'reverse shares with image: {np.may_share_memory(img, rev)}')
fixed = np.ascontiguousarray(rev)
print(f'contiguous copy shares with image: {np.may_share_memory(img, fixed)}')
print(f'transpose shares with image: {np.may_share_memory(img, img.T)}')
print(rev.flags['C_CONTIGUOUS'], fixed.flags['C_CONTIGUOUS'])
print('Strides:', img.strides, img.T.strides, rev.strides, fixed.strides)
print('Shape:', img.shape, 'Dtype:', img.dtype)
