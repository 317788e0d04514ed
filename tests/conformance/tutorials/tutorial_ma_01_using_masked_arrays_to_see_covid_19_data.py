# numpy-tutorials content/tutorial-ma.md (numpy/numpy-tutorials@d8a82a1b792f), section "Using masked arrays to see COVID-19 data": its examples in order, by tools/teaching_suites.py
import numpy as np
import os
filepath = 'tests/conformance/tutorials/data'
filename = os.path.join(filepath, 'tests/conformance/tutorials/data/who_covid_19_sit_rep_time_series.csv')
