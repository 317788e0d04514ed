# numpy-tutorials content/tutorial-svd.md (numpy/numpy-tutorials@d8a82a1b792f), section "Approximation": its examples in order, by tools/teaching_suites.py
import numpy as np
k = 10
