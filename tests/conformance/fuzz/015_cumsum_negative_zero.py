# fuzz_views.py --seed 777 --show 723
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
v1 = np.arange(2).astype(np.float64)
print('v1', v1.shape, v1.strides, v1.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v1', v1.flags.c_contiguous, v1.flags.f_contiguous, v1.flags.owndata, v1.flags.writeable, v1.flags.aligned)
v1
v2 = v1.reshape(1, 2, 1, order='F')
print('v2', v2.shape, v2.strides, v2.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v2', v2.flags.c_contiguous, v2.flags.f_contiguous, v2.flags.owndata, v2.flags.writeable, v2.flags.aligned)
v2
v1[[1, -1, 1, 1]] += -1.0
v1
np.add.at(v1, [1, -1, 1, 1], -1.0)
v1
v2
v3 = np.expand_dims(v1, 0)
print('v3', v3.shape, v3.strides, v3.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v3', v3.flags.c_contiguous, v3.flags.f_contiguous, v3.flags.owndata, v3.flags.writeable, v3.flags.aligned)
v3
v3 += v1
v1
v2
v3
v4 = v3.view(np.float64)
print('v4', v4.shape, v4.strides, v4.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v4', v4.flags.c_contiguous, v4.flags.f_contiguous, v4.flags.owndata, v4.flags.writeable, v4.flags.aligned)
v4
v5 = -v2
v5
v6 = np.maximum(0.0, v5)
print('v6', v6.shape, v6.strides, v6.__array_interface__['data'][0] - v6.__array_interface__['data'][0])
print('v6', v6.flags.c_contiguous, v6.flags.f_contiguous, v6.flags.owndata, v6.flags.writeable, v6.flags.aligned)
v6
v7 = as_strided(v6, shape=(1,), strides=(8,))
print('v7', v7.shape, v7.strides, v7.__array_interface__['data'][0] - v6.__array_interface__['data'][0])
print('v7', v7.flags.c_contiguous, v7.flags.f_contiguous, v7.flags.owndata, v7.flags.writeable, v7.flags.aligned)
v7
v3[::1] = 2.5
v2
v3
v4
v5
v6
v7
v8 = np.cumsum(v6)
v8
v9 = v5.copy()
print('v9', v9.shape, v9.strides, v9.__array_interface__['data'][0] - v9.__array_interface__['data'][0])
print('v9', v9.flags.c_contiguous, v9.flags.f_contiguous, v9.flags.owndata, v9.flags.writeable, v9.flags.aligned)
v9
v9[::-2] = 0.125
v4
v5
v6
v7
v8
v9
v10 = v8.ravel()
print('v10', v10.shape, v10.strides, v10.__array_interface__['data'][0] - v8.__array_interface__['data'][0])
print('v10', v10.flags.c_contiguous, v10.flags.f_contiguous, v10.flags.owndata, v10.flags.writeable, v10.flags.aligned)
v10
v11 = v9 > v9
print('v11', v11.shape, v11.strides, v11.__array_interface__['data'][0] - v11.__array_interface__['data'][0])
print('v11', v11.flags.c_contiguous, v11.flags.f_contiguous, v11.flags.owndata, v11.flags.writeable, v11.flags.aligned)
v11
print('v6', 'v7', np.shares_memory(v6, v7), np.may_share_memory(v6, v7))
print('v6', 'v8', np.shares_memory(v6, v8), np.may_share_memory(v6, v8))
print('v6', 'v9', np.shares_memory(v6, v9), np.may_share_memory(v6, v9))
print('v6', 'v10', np.shares_memory(v6, v10), np.may_share_memory(v6, v10))
print('v6', 'v11', np.shares_memory(v6, v11), np.may_share_memory(v6, v11))
print('v7', 'v8', np.shares_memory(v7, v8), np.may_share_memory(v7, v8))
print('v7', 'v9', np.shares_memory(v7, v9), np.may_share_memory(v7, v9))
print('v7', 'v10', np.shares_memory(v7, v10), np.may_share_memory(v7, v10))
print('v7', 'v11', np.shares_memory(v7, v11), np.may_share_memory(v7, v11))
print('v8', 'v9', np.shares_memory(v8, v9), np.may_share_memory(v8, v9))
print('v8', 'v10', np.shares_memory(v8, v10), np.may_share_memory(v8, v10))
print('v8', 'v11', np.shares_memory(v8, v11), np.may_share_memory(v8, v11))
print('v9', 'v10', np.shares_memory(v9, v10), np.may_share_memory(v9, v10))
print('v9', 'v11', np.shares_memory(v9, v11), np.may_share_memory(v9, v11))
print('v10', 'v11', np.shares_memory(v10, v11), np.may_share_memory(v10, v11))
