# numpy-tutorials content/tutorial-ma.md (numpy/numpy-tutorials@d8a82a1b792f), section "Exploring the data": its examples in order, by tools/teaching_suites.py
import numpy as np
selected_dates = [0, 3, 11, 13]
totals_row = 35
