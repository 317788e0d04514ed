import numpy as np
x = np.linspace(-2, 2, 12).reshape(3, 4)
np.trunc(x.T)
np.arctan(x[:, ::2])
o = np.zeros((3, 4))
r = np.cbrt(x, out=o)
r is o
o
np.signbit(x[::-1])
np.copysign(x, x[:, :1] * -1)
np.fmod(x.T, 0.75)
s = np.zeros(4, dtype=np.float32)
np.exp2(np.arange(4), out=s)
s
np.heaviside(x[0], x[1])
