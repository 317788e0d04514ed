import numpy as np
i = np.arange(-12, 13)
for d in ['i1', 'u1', 'i2', 'u2', 'i4', 'u4', 'i8', 'u8']:
    print(d)
    print(repr(np.gcd(i.astype(d), np.array(12).astype(d))))
    print(repr(np.lcm(i.astype(d), np.array(6).astype(d))))
    print(repr(np.fmod(i.astype(d), np.array(7).astype(d))))
    print(repr(np.fmod(i.astype(d), np.zeros(1, d))))
np.gcd(np.arange(10), 6)
np.lcm(np.arange(1, 8), 4)
np.gcd(0, 0)
np.lcm(0, 5)
np.gcd(-12, 18)
np.lcm(np.int8(100), np.int8(3))
