# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Histograms": its examples in order, by tools/teaching_suites.py
import numpy as np
rg = np.random.default_rng(1)
mu, sigma = 2, 0.5
v = rg.normal(mu, sigma, 10000)
(n, bins) = np.histogram(v, bins=50, density=True)  # NumPy version (no plot)
