# numpy.random.Generator.normal: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
mu, sigma = 0, 0.1 # mean and standard deviation
rng = np.random.default_rng(0)
s = rng.normal(mu, sigma, 1000)
abs(mu - np.mean(s))
abs(sigma - np.std(s, ddof=1))
rng = np.random.default_rng(0)
rng.normal(3, 2.5, size=(2, 4))
