import numpy as np
for d in ['?', 'i1', 'u1', 'i2', 'u2', 'i4', 'u4', 'i8', 'u8', 'f2', 'f4', 'f8']:
    a = np.array([1, 2, 3]).astype(d)
    print(d, np.copysign(a, a).dtype, np.fmod(a, a).dtype, np.float_power(a, a).dtype, np.logaddexp(a, a).dtype, np.heaviside(a, a).dtype, np.nextafter(a, a).dtype)
np.copysign(np.arange(-2, 3), -1)
np.fmod(np.arange(-2, 3, dtype=np.int8), np.int8(2))
np.float_power(np.arange(4, dtype=np.int8), 2)
np.logaddexp2(np.arange(3, dtype=np.uint16), 1)
np.fmod(np.array([True, False]), True)
np.copysign(np.int8(3), np.uint16(1))
