# numpy.random.Generator.integers: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
rng.integers(2, size=10)
rng.integers(1, size=10)
rng.integers(5, size=(2, 4))
rng.integers(1, [3, 5, 10])
rng.integers([1, 5, 7], 10)
rng.integers([1, 3, 5, 7], [[10], [20]], dtype=np.uint8)
