import numpy as np
rng = np.random.default_rng(0)
rng.random()
type(rng.random()).__name__
rng.random(3)
rng.random((2, 2))
rng.random(dtype=np.float32)
f = rng.random(4, dtype=np.float32)
f
f.dtype
rng.random(dtype='f8')
rng.uniform()
rng.uniform(1, 5, 3)
rng.uniform(2, 2)
rng.uniform(low=-1.0, high=0.0, size=(2, 2))
