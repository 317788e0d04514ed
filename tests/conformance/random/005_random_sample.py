import numpy as np
np.random.seed(3)
np.random.random()
np.random.random(4)
np.random.random((2, 3))
np.random.random_sample([2, 2])
np.random.random_sample(size=())
np.random.random(size=None)
type(np.random.random_sample()).__name__
np.random.random(0).shape
