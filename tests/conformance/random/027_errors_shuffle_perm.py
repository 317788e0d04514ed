import numpy as np
np.random.shuffle(5)
np.random.shuffle(np.array(5))
np.random.shuffle((1, 2))
np.random.shuffle('abc')
np.random.shuffle(None)
np.random.shuffle(range(3))
a = np.arange(4)
a.flags.writeable = False
np.random.shuffle(a)
a
np.random.permutation(np.array(5))
np.random.permutation(5.5)
np.random.permutation('abc')
np.random.permutation(None)
np.random.shuffle()
np.random.shuffle(a, 0)
