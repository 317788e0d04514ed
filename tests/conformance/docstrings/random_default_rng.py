# numpy.random.default_rng: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(12345)
print(rng)
rfloat = rng.random()
rfloat
type(rfloat)
import numpy as np
rng = np.random.default_rng(12345)
rints = rng.integers(low=0, high=10, size=3)
rints
type(rints[0])
import numpy as np
rng = np.random.default_rng(seed=42)
print(rng)
arr1 = rng.random((3, 3))
arr1
import numpy as np
rng = np.random.default_rng(seed=42)
arr2 = rng.random((3, 3))
arr2
