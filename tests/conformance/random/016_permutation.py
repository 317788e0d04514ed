import numpy as np
np.random.seed(14)
np.random.permutation(10)
np.random.permutation(np.int32(4))
a = np.arange(6)
p = np.random.permutation(a)
p
a
p.base is None, p.flags['OWNDATA']
m = np.arange(12).reshape(4, 3)
q = np.random.permutation(m)
q
m
q.flags['C_CONTIGUOUS'], q.base is None
np.random.permutation([1, 4, 9, 12, 15])
np.random.permutation(-3)
np.random.permutation([])
np.random.permutation(np.arange(10)[::3])
np.random.permutation(True)
