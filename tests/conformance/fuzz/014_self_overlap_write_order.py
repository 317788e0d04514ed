# fuzz_views.py --seed 20261122 --show 723
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
v1 = np.arange(20, dtype='int16').reshape(4, 5)
print('v1', v1.shape, v1.strides, v1.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v1', v1.flags.c_contiguous, v1.flags.f_contiguous, v1.flags.owndata, v1.flags.writeable, v1.flags.aligned)
v1
v2 = np.moveaxis(v1, 1, 0)
print('v2', v2.shape, v2.strides, v2.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v2', v2.flags.c_contiguous, v2.flags.f_contiguous, v2.flags.owndata, v2.flags.writeable, v2.flags.aligned)
v2
v1[...] = 77
v1
v2
v3 = v2.max(axis=-2)
v3
v4 = v1[...]
print('v4', v4.shape, v4.strides, v4.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v4', v4.flags.c_contiguous, v4.flags.f_contiguous, v4.flags.owndata, v4.flags.writeable, v4.flags.aligned)
v4
v5 = as_strided(v4, shape=(4, 4), strides=(2, 4))
print('v5', v5.shape, v5.strides, v5.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v5', v5.flags.c_contiguous, v5.flags.f_contiguous, v5.flags.owndata, v5.flags.writeable, v5.flags.aligned)
v5
v5 += 1
v1
v2
v3
v4
v5
v6 = np.argmax(v1)
v6
v7 = sliding_window_view(v5, (4, 2))
print('v7', v7.shape, v7.strides, v7.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v7', v7.flags.c_contiguous, v7.flags.f_contiguous, v7.flags.owndata, v7.flags.writeable, v7.flags.aligned)
v7
v8 = np.all(v7)
v8
v9 = as_strided(v7, shape=(3, 4, 3), strides=(4, 2, 0))
print('v9', v9.shape, v9.strides, v9.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v9', v9.flags.c_contiguous, v9.flags.f_contiguous, v9.flags.owndata, v9.flags.writeable, v9.flags.aligned)
v9
v2[np.array([4, 4, 4, 4])] += 10
v2
np.add.at(v2, np.array([4, 4, 4, 4]), 10)
v2
v3
v4
v5
v7
v9
v10 = v9[...]
print('v10', v10.shape, v10.strides, v10.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v10', v10.flags.c_contiguous, v10.flags.f_contiguous, v10.flags.owndata, v10.flags.writeable, v10.flags.aligned)
v10
v10[2, 1, 0] = -3
v3
v4
v5
v7
v9
v10
v11 = as_strided(v5, shape=(1,), strides=(2,))
print('v11', v11.shape, v11.strides, v11.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v11', v11.flags.c_contiguous, v11.flags.f_contiguous, v11.flags.owndata, v11.flags.writeable, v11.flags.aligned)
v11
np.add.at(v11, [-1, 0, 0, 0, 0], -3)
v4
v5
v7
v9
v10
v11
v12 = np.lib.stride_tricks.as_strided(v4, (2, 2), (8, 2), writeable=False)
print('v12', v12.shape, v12.strides, v12.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v12', v12.flags.c_contiguous, v12.flags.f_contiguous, v12.flags.owndata, v12.flags.writeable, v12.flags.aligned)
v12
v5 *= v5[:1]
v5
v7
v9
v10
v11
v12
v13 = v5 % v11
v13
v14 = np.minimum(v10, v9)
v14
v15 = v10[None, 0, :2:3, None]
print('v15', v15.shape, v15.strides, v15.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v15', v15.flags.c_contiguous, v15.flags.f_contiguous, v15.flags.owndata, v15.flags.writeable, v15.flags.aligned)
v15
v16 = np.argmax(v10, -2)
v16
print('v11', 'v12', np.shares_memory(v11, v12), np.may_share_memory(v11, v12))
print('v11', 'v13', np.shares_memory(v11, v13), np.may_share_memory(v11, v13))
print('v11', 'v14', np.shares_memory(v11, v14), np.may_share_memory(v11, v14))
print('v11', 'v15', np.shares_memory(v11, v15), np.may_share_memory(v11, v15))
print('v11', 'v16', np.shares_memory(v11, v16), np.may_share_memory(v11, v16))
print('v12', 'v13', np.shares_memory(v12, v13), np.may_share_memory(v12, v13))
print('v12', 'v14', np.shares_memory(v12, v14), np.may_share_memory(v12, v14))
print('v12', 'v15', np.shares_memory(v12, v15), np.may_share_memory(v12, v15))
print('v12', 'v16', np.shares_memory(v12, v16), np.may_share_memory(v12, v16))
print('v13', 'v14', np.shares_memory(v13, v14), np.may_share_memory(v13, v14))
print('v13', 'v15', np.shares_memory(v13, v15), np.may_share_memory(v13, v15))
print('v13', 'v16', np.shares_memory(v13, v16), np.may_share_memory(v13, v16))
print('v14', 'v15', np.shares_memory(v14, v15), np.may_share_memory(v14, v15))
print('v14', 'v16', np.shares_memory(v14, v16), np.may_share_memory(v14, v16))
print('v15', 'v16', np.shares_memory(v15, v16), np.may_share_memory(v15, v16))
