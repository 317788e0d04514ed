# np.seterr / np.errstate with mode 'raise': which category a ufunc's result flags, in
# NumPy's order (divide, over, under, invalid), and integer scalar overflow.
import numpy as np
old = np.seterr(all='raise')
np.arange(3.) / np.arange(3.)
np.array([1.0, 2.0]) / 0.0
np.array([0.0, 1.0]) / 0.0
np.log(np.array([0.0, 1.0]))
np.log(-1.0)
np.sqrt(np.array([4.0, -1.0]))
np.exp(np.array([1.0, 1000.0]))
np.array([1e308]) * 10
np.float32(3e38) * np.float32(10)
np.array([np.inf]) - np.inf
np.array([np.nan, 1.0]) + 1
np.array([np.inf, 1.0]) * 2
np.arange(3) // 0
np.arange(3) % 0
np.reciprocal(np.array([0.0, 2.0]))
np.power(np.array([10.0]), 400)
x = np.array([1.0, 0.0])
x /= 0
np.int16(32000) * np.int16(3)
np.int16(32000) + 1000
np.uint8(1) - np.uint8(2)
np.int64(2**62) * 4
np.int16(100) * np.int16(3)
np.array([32000], dtype=np.int16) * 3
with np.errstate(all='ignore'):
    np.array([1.0]) / 0.0
with np.errstate(divide='ignore', invalid='raise'):
    np.array([0.0, 1.0]) / 0.0
with np.errstate(divide='print'):
    np.array([1.0]) / 0.0
np.geterr()
np.seterr(**old)
np.array([1.0]) / 0.0
np.geterr()
np.seterr(all='raise')
np.float64(1.0) / 0.0
np.float64(0.0) / np.float64(0.0)
np.float64(-1.0) ** 0.5
np.float32(2.0) ** 200
np.sqrt(np.float64(-1.0))
np.seterr(all='warn')
