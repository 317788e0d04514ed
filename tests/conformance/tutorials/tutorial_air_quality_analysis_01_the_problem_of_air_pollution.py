# numpy-tutorials content/tutorial-air-quality-analysis.md (numpy/numpy-tutorials@d8a82a1b792f), section "The problem of air pollution": its examples in order, by tools/teaching_suites.py
import numpy as np
from numpy.random import default_rng
