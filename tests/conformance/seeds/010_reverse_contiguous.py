import numpy as np
picture = np.arange(1, 13).reshape(3, 4)
mirror = picture[:, ::-1]
print(f'mirror shares memory: {np.may_share_memory(picture, mirror)}')
solid = np.ascontiguousarray(mirror)
print(f'solid copy shares memory: {np.may_share_memory(picture, solid)}')
print(f'transpose shares memory: {np.may_share_memory(picture, picture.T)}')
print(mirror.flags['C_CONTIGUOUS'], solid.flags['C_CONTIGUOUS'])
print(picture.T)
print('Strides:', picture.T.strides, 'Shape:', picture.T.shape, 'Dtype:', picture.T.dtype)
solid
