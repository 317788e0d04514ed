import numpy as np
np.set_printoptions(precision=17)
x = np.concatenate([np.linspace(-20, 20, 41), np.array([1e-10, -1e-9, 1e-30, 1e10, 1e300, 5e-324])])
for f in [np.log1p, np.expm1, np.arcsinh, np.arctan, np.sinh, np.cosh, np.exp2, np.cbrt, np.spacing]:
    print(f.__name__)
    print(repr(f(x)))
np.arccosh(np.linspace(1, 30, 12))
np.arctanh(np.linspace(-0.99, 0.99, 12))
np.arcsin(np.linspace(-1, 1, 9))
np.arccos(np.linspace(-1, 1, 9))
