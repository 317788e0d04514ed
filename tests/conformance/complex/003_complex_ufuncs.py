import numpy as np
a = np.array([1+2j, -3+0.5j, 0j, 2-2j])
b = np.array([0.5-1j, 2+2j, 1j, -1])
a + b, a - b, a * b, a / b
a ** 2, a ** 3, a ** -1, a ** 0.5, a ** b
-a, +a, abs(a), np.absolute(a).dtype
np.conj(a), np.conjugate(a), a.conj(), a.conjugate()
np.sign(a), np.square(a), np.reciprocal(a)
np.sqrt(a), np.exp(a), np.log(a[:2])
np.log2(a[:2]), np.log10(a[:2]), np.log1p(a[:2]), np.expm1(a[:2]), np.exp2(a[:2])
np.rint(a * 1.6), np.isnan(a), np.isinf(a), np.isfinite(a)
a == b, a != b, a < b, a >= b, a == a
np.maximum(a, b), np.minimum(a, b), np.fmax(a, b), np.fmin(a, b)
np.logical_and(a, b), np.logical_not(a)
a.sum(), a.prod(), a.mean(), a.var(), a.std()
a.max(), a.min(), a.argmax(), a.argmin()
np.cumsum(a), np.cumprod(a)
np.sort(np.array([2+1j, 1+3j, 1-1j, np.nan, 1+np.nan*1j, 0])), np.argsort(np.array([2+1j, 1+3j, 1-1j]))
np.dot(a, b), a @ b, np.vdot(a, b), np.outer(a[:2], b[:2])
np.sqrt(np.array([-4.0]) + 0j), np.sqrt(np.array([-4, -1, -3+4j]))
np.angle(a), np.angle(a, deg=True)
np.real(a), np.imag(a), np.iscomplex(a), np.isreal(a)
a.astype(np.complex64), a.astype(np.float64), a.astype(int)
np.round(a * 1.234, 2)
np.nan_to_num(np.array([complex(np.nan, np.inf), complex(-np.inf, 1)]))
np.float64(2) * 1j, np.int8(3) + 1j, np.float32(2) * 1j
x = np.ones(3, complex)
x *= 1j
x
x += 1
x
for f in [np.floor, np.ceil, np.trunc, np.invert, np.signbit]:
    try:
        f(a)
    except TypeError as e:
        print(type(e).__name__, e)
for f in [np.floor_divide, np.remainder, np.arctan2, np.bitwise_and]:
    try:
        f(a, b)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    np.gcd(a, a)
except TypeError as e:
    print(type(e).__name__, e)
try:
    a // 2
except TypeError as e:
    print(type(e).__name__, e)
