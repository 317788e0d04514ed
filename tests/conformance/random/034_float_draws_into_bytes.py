# random floats are drawn straight into the array's bytes; size=None still gives a Python float.
import numpy as np
np.random.seed(3)
np.random.random()
np.random.rand()
np.random.rand(2, 2)
np.random.random_sample((3,))
g = np.random.default_rng(5)
g.random()
g.random((2, 3))
g.random(0)
type(g.random())
