# fuzz_views.py --seed 31337 --show 4696
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
v1 = np.arange(0, dtype='int32').reshape(2, 0)
print('v1', v1.shape, v1.strides, v1.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v1', v1.flags.c_contiguous, v1.flags.f_contiguous, v1.flags.owndata, v1.flags.writeable, v1.flags.aligned)
v1
v2 = v1.view(np.uint8)
print('v2', v2.shape, v2.strides, v2.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v2', v2.flags.c_contiguous, v2.flags.f_contiguous, v2.flags.owndata, v2.flags.writeable, v2.flags.aligned)
v2
v3 = sliding_window_view(v2, 2, axis=0)
print('v3', v3.shape, v3.strides, v3.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v3', v3.flags.c_contiguous, v3.flags.f_contiguous, v3.flags.owndata, v3.flags.writeable, v3.flags.aligned)
v3
v4 = np.prod(v2, axis=-1)
v4
v5 = np.mean(v4, axis=(-1,))
v5
v6 = v1 / v2
v6
v7 = v3[:-2:-3, ...]
print('v7', v7.shape, v7.strides, v7.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v7', v7.flags.c_contiguous, v7.flags.f_contiguous, v7.flags.owndata, v7.flags.writeable, v7.flags.aligned)
v7
v4[np.array([-1, 1, 1, 0, 1])] += -3
v4
np.add.at(v4, np.array([-1, 1, 1, 0, 1]), -3)
v1
v2
v3
v4
v6
v7
v8 = v6.swapaxes(0, 2)
v9 = v3.std(axis=(2,), ddof=1)
v9
v10 = np.argmax(v6, 2)
v11 = v3[0, 0, 0, 0]
v12 = np.prod(v6)
v12
v4 += v4
v2
v3
v4
v6
v7
v9
v13 = v6.view(np.int64)
print('v13', v13.shape, v13.strides, v13.__array_interface__['data'][0] - v6.__array_interface__['data'][0])
print('v13', v13.flags.c_contiguous, v13.flags.f_contiguous, v13.flags.owndata, v13.flags.writeable, v13.flags.aligned)
v13
v4[0] = 5
v3
v4
v6
v7
v9
v13
v14 = v6 * v6
print('v14', v14.shape, v14.strides, v14.__array_interface__['data'][0] - v14.__array_interface__['data'][0])
print('v14', v14.flags.c_contiguous, v14.flags.f_contiguous, v14.flags.owndata, v14.flags.writeable, v14.flags.aligned)
v14
v15 = v9 / -2
print('v15', v15.shape, v15.strides, v15.__array_interface__['data'][0] - v15.__array_interface__['data'][0])
print('v15', v15.flags.c_contiguous, v15.flags.f_contiguous, v15.flags.owndata, v15.flags.writeable, v15.flags.aligned)
v15
print('v6', 'v7', np.shares_memory(v6, v7), np.may_share_memory(v6, v7))
print('v6', 'v9', np.shares_memory(v6, v9), np.may_share_memory(v6, v9))
print('v6', 'v13', np.shares_memory(v6, v13), np.may_share_memory(v6, v13))
print('v6', 'v14', np.shares_memory(v6, v14), np.may_share_memory(v6, v14))
print('v6', 'v15', np.shares_memory(v6, v15), np.may_share_memory(v6, v15))
print('v7', 'v9', np.shares_memory(v7, v9), np.may_share_memory(v7, v9))
print('v7', 'v13', np.shares_memory(v7, v13), np.may_share_memory(v7, v13))
print('v7', 'v14', np.shares_memory(v7, v14), np.may_share_memory(v7, v14))
print('v7', 'v15', np.shares_memory(v7, v15), np.may_share_memory(v7, v15))
print('v9', 'v13', np.shares_memory(v9, v13), np.may_share_memory(v9, v13))
print('v9', 'v14', np.shares_memory(v9, v14), np.may_share_memory(v9, v14))
print('v9', 'v15', np.shares_memory(v9, v15), np.may_share_memory(v9, v15))
print('v13', 'v14', np.shares_memory(v13, v14), np.may_share_memory(v13, v14))
print('v13', 'v15', np.shares_memory(v13, v15), np.may_share_memory(v13, v15))
print('v14', 'v15', np.shares_memory(v14, v15), np.may_share_memory(v14, v15))
