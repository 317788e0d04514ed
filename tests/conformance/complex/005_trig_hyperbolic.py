import numpy as np
# glibc's csinh/ccosh/ctanh/csin/ccos/ctan, which NumPy's complex loops call
z = np.array([0j, -0.0+0j, 1+1j, -2.5+0.5j, 3-20j, 400+1j, -710+2j, 1e-310+1j, 1+np.inf*1j, complex(np.inf, 2), complex(np.nan, 0), complex(-np.inf, np.nan)])
with np.errstate(all='ignore'):
    np.sinh(z)
    np.cosh(z)
    np.tanh(z)
    np.sin(z)
    np.cos(z)
    np.tan(z)
    np.tanh(z.astype(np.complex64))
    np.sin(z.astype(np.complex64))
np.sinh(np.pi*1j)
np.tanh(np.pi*1j/2)
np.cos(np.complex64(1-2j))
# every bit, on values from -90 to 90
rng = np.random.default_rng(5)
w = rng.normal(size=400) * 30 + 1j * rng.normal(size=400) * 30
for f in [np.sinh, np.cosh, np.tanh, np.sin, np.cos, np.tan]:
    for dt in [np.complex128, np.complex64]:
        r = f(w.astype(dt))
        print(f.__name__, dt.__name__, int((r.view(np.uint32 if dt is np.complex64 else np.uint64) % 1000003).sum()))
