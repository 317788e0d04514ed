import numpy as np
rng = np.random.default_rng(0)
type(rng)
type(rng).__name__
str(rng)
isinstance(rng, np.random.Generator)
np.random.Generator
np.random.default_rng(rng) is rng
same = np.random.default_rng(rng)
same.integers(100), rng.integers(100)
hasattr(rng, 'integers'), hasattr(rng, 'bogus')
f = rng.integers
f(10, size=3)
np.random.default_rng([1, 2]).integers(1000)
np.random.default_rng((1, 2)).integers(1000)
np.random.default_rng([[1, 2], [3, 4]]).integers(1000)
np.random.default_rng(np.array([5])).integers(1000)
np.random.default_rng(5).integers(1000)
np.random.default_rng(True).integers(1000)
np.random.default_rng(np.uint64(5)).integers(1000)
np.random.default_rng(seed=2**100).integers(1000)
