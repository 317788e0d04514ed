# numpy.random.Generator.exponential: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
scale, size = 4, 10000
rng = np.random.default_rng(0)
time_between_calls = rng.exponential(scale=scale, size=size)
x = ((time_between_calls < 5).sum())/size
y = ((time_between_calls < 4).sum())/size
x - y
scale, size = 4, 10000
rng = np.random.default_rng(0)
sample = rng.exponential(scale=scale, size=size)
