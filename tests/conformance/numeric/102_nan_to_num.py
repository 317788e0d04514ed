# nan_to_num and isposinf/isneginf (NumPy's docstring cases are in docstrings/nan_to_num.py)
import numpy as np
x = np.array([np.inf, -np.inf, np.nan, -128, 128])
np.nan_to_num(x.astype(np.float32))
np.nan_to_num(x.astype(np.float16))
np.nan_to_num(np.array([1, 2, 3]))
np.nan_to_num(7)
np.nan_to_num(np.float32(np.inf))
np.nan_to_num([np.nan, 1.0])
y = np.array([np.nan, np.inf, 3.0])
z = np.nan_to_num(y, copy=False)
z is y, y
np.nan_to_num(np.array([[np.nan, 1], [np.inf, 2]]), nan=np.array([10, 20]))
np.nan_to_num(np.array([np.nan, np.inf, -np.inf]), nan=1e300, posinf=1e300)
np.nan_to_num(np.array([np.nan, np.inf], dtype=np.float32), posinf=1e300)
np.nan_to_num([np.nan], copy=False)
np.isposinf([-np.inf, 0.0, np.inf])
np.isneginf([-np.inf, 0.0, np.inf])
np.isposinf(np.inf), np.isneginf(-np.inf), np.isneginf(np.float32(-np.inf))
np.isposinf([1, 2])
out = np.zeros(3, dtype=bool)
np.isposinf(np.array([np.inf, 1.0, np.inf]), out)
out
np.isneginf(np.array([-np.inf, np.nan]), out=np.ones(2))
x = np.arange(6).reshape(2, 3)
np.array(x, copy=False) is x
np.array(x, copy=False, dtype=np.int64) is x
np.array(x.T, copy=False, order='C')
np.array(x.T, copy=False, order='F').flags.f_contiguous
np.array(x[:, ::2], copy=False).base is x
np.array(x, copy=False, ndmin=3).shape
np.array(5, copy=False)
np.array(np.float32(5), copy=False)
np.array([1, 2], copy=False)
np.array(x, copy=False, dtype=float)
