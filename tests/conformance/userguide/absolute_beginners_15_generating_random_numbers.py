# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Generating random numbers": its examples in order, by tools/teaching_suites.py
# (first, the statements of earlier sections it builds on)
import numpy as np
rng = np.random.default_rng(0)  # the simplest way to generate random numbers
rng.random(3) #doctest: +SKIP
rng.random((3, 2)) #doctest: +SKIP
# --- Generating random numbers
rng.integers(5, size=(2, 4)) #doctest: +SKIP
