import numpy as np
np.random.seed(13)
l = [1, 2, 3, 4, 5]
np.random.shuffle(l)
l
m = [[1, 2], [3, 4], [5, 6]]
np.random.shuffle(m)
m
one = [42]
np.random.shuffle(one)
one
empty = []
np.random.shuffle(empty)
empty
np.random.randint(100)
