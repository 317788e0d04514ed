# numpy-tutorials content/tutorial-ma.md (numpy/numpy-tutorials@d8a82a1b792f), section "Missing data": its examples in order, by tools/teaching_suites.py
import numpy as np
from numpy import ma
