# numpy.random.randint: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.random.seed(0)
np.random.randint(2, size=10)
np.random.randint(1, size=10)
np.random.randint(5, size=(2, 4))
np.random.randint(1, [3, 5, 10])
np.random.randint([1, 5, 7], 10)
np.random.randint([1, 3, 5, 7], [[10], [20]], dtype=np.uint8)
