import numpy as np
from numpy.testing import assert_raises
from numpy.testing.overrides import allows_array_ufunc_override
assert_raises(ValueError, int, 'x')
assert_raises(ValueError, int, '3')
assert_raises((TypeError, ValueError), float, 'a')
assert_raises(ZeroDivisionError, int, 'x')
with assert_raises(ValueError):
    np.arange(6).reshape(4)
with assert_raises(ValueError):
    np.arange(6).reshape(3, 2)
with assert_raises(IndexError):
    np.arange(3)[1, 2]
def f(a, b=1):
    return a[b]
assert_raises(IndexError, f, [1], b=3)
np.testing.assert_equal(2, 2)
allows_array_ufunc_override(np.add)
allows_array_ufunc_override(np.sum)
allows_array_ufunc_override(len)
