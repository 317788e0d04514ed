# numpy.random.Generator.choice: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
rng = np.random.default_rng(0)
rng.choice(5, 3)
rng.choice(5, 3, p=[0.1, 0, 0.3, 0.6, 0])
rng.choice(5, 3, replace=False)
rng.choice([[0, 1, 2], [3, 4, 5], [6, 7, 8]], 2, replace=False)
rng.choice(5, 3, replace=False, p=[0.1, 0, 0.3, 0.6, 0])
aa_milne_arr = ['pooh', 'rabbit', 'piglet', 'Christopher']
rng.choice(aa_milne_arr, 5, p=[0.5, 0.1, 0.1, 0.3])
