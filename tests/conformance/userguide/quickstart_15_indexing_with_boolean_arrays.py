# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Indexing with boolean arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(12).reshape(3, 4)
b = a > 4
b  # `b` is a boolean with `a`'s shape
a[b]  # 1d array with the selected elements
a[b] = 0  # All elements of `a` higher than 4 become 0
a
import numpy as np
def mandelbrot(h, w, maxit=20, r=2):
    """Returns an image of the Mandelbrot fractal of size (h,w)."""
    x = np.linspace(-2.5, 1.5, 4*h+1)
    y = np.linspace(-1.5, 1.5, 3*w+1)
    A, B = np.meshgrid(x, y)
    C = A + B*1j
    z = np.zeros_like(C)
    divtime = maxit + np.zeros(z.shape, dtype=np.int_)

    for i in range(maxit):
        z = z**2 + C
        diverge = abs(z) > r                    # who is diverging
        div_now = diverge & (divtime == maxit)  # who is diverging now
        divtime[div_now] = i                    # note when
        z[diverge] = r                          # avoid diverging too much

    return divtime
a = np.arange(12).reshape(3, 4)
b1 = np.array([False, True, True])         # first dim selection
b2 = np.array([True, False, True, False])  # second dim selection
a[b1, :]                                   # selecting rows
a[b1]                                      # same thing
a[:, b2]                                   # selecting columns
a[b1, b2]                                  # a weird thing to do
