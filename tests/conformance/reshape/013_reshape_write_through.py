import numpy as np
x = np.arange(6)
y = x.reshape(2, 3)
y[0, 2] = 30
x
y.base is x
z = x[::-1].reshape(3, 2)
z[0, 0] = -5
x
z.base is x
