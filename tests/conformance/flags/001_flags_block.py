import numpy as np
x = np.arange(6)
x.flags
y = x.reshape(2, 3)
print(y.flags)
y.T.flags
