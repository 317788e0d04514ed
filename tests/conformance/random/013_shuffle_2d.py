import numpy as np
np.random.seed(11)
a = np.arange(12).reshape(4, 3)
np.random.shuffle(a)
a
b = np.arange(10)
r = np.random.shuffle(b)
r is None
b
c = np.arange(24).reshape(2, 3, 4)
np.random.shuffle(c)
c
d = np.arange(5.0)
np.random.shuffle(d)
d
e = np.zeros((3, 0))
np.random.shuffle(e)
e.shape
np.random.randint(100)
