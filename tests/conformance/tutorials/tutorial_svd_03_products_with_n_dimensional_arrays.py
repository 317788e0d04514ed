# numpy-tutorials content/tutorial-svd.md (numpy/numpy-tutorials@d8a82a1b792f), section "Products with n-dimensional arrays": its examples in order, by tools/teaching_suites.py
import numpy as np
Sigma = np.zeros((3, 768, 1024))
