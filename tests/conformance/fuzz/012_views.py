# fuzz_views.py --seed 4242 --show 1475
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
v1 = np.arange(18, dtype='int32').reshape(2, 9, 1)
print('v1', v1.shape, v1.strides, v1.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v1', v1.flags.c_contiguous, v1.flags.f_contiguous, v1.flags.owndata, v1.flags.writeable, v1.flags.aligned)
v1
v2 = v1.view()
print('v2', v2.shape, v2.strides, v2.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v2', v2.flags.c_contiguous, v2.flags.f_contiguous, v2.flags.owndata, v2.flags.writeable, v2.flags.aligned)
v2
v3 = v2.transpose()
print('v3', v3.shape, v3.strides, v3.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v3', v3.flags.c_contiguous, v3.flags.f_contiguous, v3.flags.owndata, v3.flags.writeable, v3.flags.aligned)
v3
v4 = np.broadcast_to(v3, (1, 2, 9, 2))
print('v4', v4.shape, v4.strides, v4.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v4', v4.flags.c_contiguous, v4.flags.f_contiguous, v4.flags.owndata, v4.flags.writeable, v4.flags.aligned)
v4
v1[0, 5, 0] = -3
v1
v2
v3
v4
v5 = v3.reshape(18, order='C')
print('v5', v5.shape, v5.strides, v5.__array_interface__['data'][0] - v5.__array_interface__['data'][0])
print('v5', v5.flags.c_contiguous, v5.flags.f_contiguous, v5.flags.owndata, v5.flags.writeable, v5.flags.aligned)
v5
v6 = v4[::3, ::2]
print('v6', v6.shape, v6.strides, v6.__array_interface__['data'][0] - v1.__array_interface__['data'][0])
print('v6', v6.flags.c_contiguous, v6.flags.f_contiguous, v6.flags.owndata, v6.flags.writeable, v6.flags.aligned)
v6
v7 = v4.ravel(order='K')
print('v7', v7.shape, v7.strides, v7.__array_interface__['data'][0] - v7.__array_interface__['data'][0])
print('v7', v7.flags.c_contiguous, v7.flags.f_contiguous, v7.flags.owndata, v7.flags.writeable, v7.flags.aligned)
v7
print('v2', 'v3', np.shares_memory(v2, v3), np.may_share_memory(v2, v3))
print('v2', 'v4', np.shares_memory(v2, v4), np.may_share_memory(v2, v4))
print('v2', 'v5', np.shares_memory(v2, v5), np.may_share_memory(v2, v5))
print('v2', 'v6', np.shares_memory(v2, v6), np.may_share_memory(v2, v6))
print('v2', 'v7', np.shares_memory(v2, v7), np.may_share_memory(v2, v7))
print('v3', 'v4', np.shares_memory(v3, v4), np.may_share_memory(v3, v4))
print('v3', 'v5', np.shares_memory(v3, v5), np.may_share_memory(v3, v5))
print('v3', 'v6', np.shares_memory(v3, v6), np.may_share_memory(v3, v6))
print('v3', 'v7', np.shares_memory(v3, v7), np.may_share_memory(v3, v7))
print('v4', 'v5', np.shares_memory(v4, v5), np.may_share_memory(v4, v5))
print('v4', 'v6', np.shares_memory(v4, v6), np.may_share_memory(v4, v6))
print('v4', 'v7', np.shares_memory(v4, v7), np.may_share_memory(v4, v7))
print('v5', 'v6', np.shares_memory(v5, v6), np.may_share_memory(v5, v6))
print('v5', 'v7', np.shares_memory(v5, v7), np.may_share_memory(v5, v7))
print('v6', 'v7', np.shares_memory(v6, v7), np.may_share_memory(v6, v7))
