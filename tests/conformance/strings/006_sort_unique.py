# Sorting, unique and choice over strings
import numpy as np
np.sort(np.array(['pear', 'Apple', 'fig', 'apple']))
np.argsort(np.array(['pear', 'Apple', 'fig', 'apple']))
np.sort(np.array([['b', 'a'], ['d', 'c']]))
np.sort(np.array([['b', 'a'], ['d', 'c']]), axis=None)
a = np.array(['a', 'b', 'b', 'c', 'a'])
u, indices = np.unique(a, return_index=True)
u
indices
np.unique(a, return_inverse=True, return_counts=True)
np.unique(['z', 'y', 'z'])
s = np.array(['c', 'a', 'b'])
s.sort()
s
np.random.seed(0)
np.random.choice(['pooh', 'rabbit', 'piglet', 'Christopher'], 5, p=[0.5, 0.1, 0.1, 0.3])
rng = np.random.default_rng(0)
rng.choice(['pooh', 'rabbit', 'piglet', 'Christopher'], 5, p=[0.5, 0.1, 0.1, 0.3])
rng.choice(['x', 'y'])
