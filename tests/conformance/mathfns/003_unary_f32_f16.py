import numpy as np
x = np.linspace(-3, 3, 25)
for f in [np.log1p, np.expm1, np.arcsin, np.arccos, np.arctan, np.sinh, np.cosh, np.arcsinh, np.arccosh, np.arctanh, np.exp2, np.cbrt, np.degrees, np.radians, np.spacing]:
    print(f.__name__)
    print(repr(f(x.astype(np.float32))))
    print(repr(f(x.astype(np.float16))))
