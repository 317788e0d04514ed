import numpy as np
x = np.arange(1, 7)
y = x.reshape(2, 3)
y.base
z = y[::-1, ::-2]
z.base
z.base is x
np.arange(4)[::2].base
