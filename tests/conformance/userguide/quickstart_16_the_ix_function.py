# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "The ix_() function": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([2, 3, 4, 5])
b = np.array([8, 5, 4])
c = np.array([5, 4, 6, 8, 3])
ax, bx, cx = np.ix_(a, b, c)
ax
bx
cx
ax.shape, bx.shape, cx.shape
result = ax + bx * cx
result
result[3, 2, 4]
a[3] + b[2] * c[4]
def ufunc_reduce(ufct, *vectors):
   vs = np.ix_(*vectors)
   r = ufct.identity
   for v in vs:
       r = ufct(r, v)
   return r
ufunc_reduce(np.add, a, b, c)
