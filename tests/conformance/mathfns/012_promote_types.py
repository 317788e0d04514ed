import numpy as np
ts = ['?', 'i1', 'u1', 'i2', 'u2', 'i4', 'u4', 'i8', 'u8', 'f2', 'f4', 'f8']
for a in ts:
    print(a, [np.promote_types(a, b).str for b in ts])
np.promote_types(np.int8, np.uint8)
np.promote_types('f4', 'i8')
np.promote_types(np.bool_, 'u2')
np.promote_types(int, float)
