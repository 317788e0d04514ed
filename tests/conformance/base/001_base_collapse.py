import numpy as np
x = np.arange(12)
x.base is None
v = x[::2][1:].reshape(5, 1)
v.shape
v.base is x
x[2:].base is x
x[2:][::-1][1:].base is x
x.reshape(3, 4).T[0].base is x
