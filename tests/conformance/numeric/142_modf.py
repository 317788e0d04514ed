# np.modf: both parts carry the input's sign (a negative whole number has a -0.0 fraction);
# the float type follows NumPy's loops (int8 -> float16, int16 -> float32, int64 -> float64)
import numpy as np
x = np.array([3.75, -2.5, -4.0, 0.0, -0.0, np.inf, -np.inf, np.nan])
frac, whole = np.modf(x)
frac
whole
np.modf(-7.125)
np.modf(5)
np.modf(np.array([[7, -3], [0, 12]], dtype=np.int8))
np.modf(np.arange(-2, 3, dtype=np.int16))
np.modf(np.array([1.5, -0.25], dtype=np.float32))
np.modf([True, False])
np.modf(np.array([]))
np.modf
np.modf.nin, np.modf.nout
np.modf(1 + 2j)
np.modf.reduce([1.5])
np.modf.outer([1.5], [1])
np.modf.at(np.array([1.5]), [0])
