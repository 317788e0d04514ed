import numpy as np
for d in ['?', 'i1', 'u1', 'i2', 'u2', 'i4', 'u4', 'i8', 'u8', 'f2', 'f4', 'f8']:
    a = np.array([0, 1, 2, 5]).astype(d)
    print(d, np.trunc(a).dtype, np.log1p(a).dtype, np.arctan(a).dtype, np.cbrt(a).dtype, np.signbit(a).dtype, np.spacing(a).dtype)
np.trunc(np.array([-3, 4], dtype=np.int8))
np.trunc(np.array([True, False]))
np.arcsinh(np.arange(4, dtype=np.uint8))
np.cbrt(np.array([-27, 8, 1000], dtype=np.int16))
np.degrees(np.arange(3))
np.signbit(np.array([-1, 0, 1]))
np.expm1(np.float32(1e-5))
np.log1p(np.float16(0.001))
