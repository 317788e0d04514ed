import numpy as np
rng = np.random.default_rng(7)
a = np.arange(12).reshape(3, 4)
rng.shuffle(a)
a
rng.shuffle(a, axis=1)
a
x = np.arange(20).reshape(4, 5)
rng.shuffle(x[:, 1:4])
x
l = [1, 2, 3, 4]
rng.shuffle(l)
l
rng.permutation(8)
rng.permutation([10, 20, 30])
m = np.arange(6).reshape(2, 3)
rng.permutation(m, axis=1)
rng.permutation(m, axis=-2)
m
rng.permutation(True)
