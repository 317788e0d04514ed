import numpy as np
np.random.seed(12)
b = np.arange(10)
np.random.shuffle(b[::2])
b
x = np.arange(20).reshape(4, 5)
np.random.shuffle(x[:, 1:4])
x
y = np.arange(12).reshape(3, 4)
t = y.T
np.random.shuffle(t)
y
z = np.arange(8)
np.random.shuffle(z[::-1])
z
w = np.arange(16).reshape(4, 4)
np.random.shuffle(w[1:3])
w
