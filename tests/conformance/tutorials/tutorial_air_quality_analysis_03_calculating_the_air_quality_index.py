# numpy-tutorials content/tutorial-air-quality-analysis.md (numpy/numpy-tutorials@d8a82a1b792f), section "Calculating the Air Quality Index": its examples in order, by tools/teaching_suites.py
import numpy as np
AQI = np.array([0, 51, 101, 201, 301, 401, 501])
breakpoints = {
    'PM2.5': np.array([0, 31, 61, 91, 121, 251]),
    'PM10': np.array([0, 51, 101, 251, 351, 431]),
    'NO2': np.array([0, 41, 81, 181, 281, 401]),
    'NH3': np.array([0, 201, 401, 801, 1201, 1801]),
    'SO2': np.array([0, 41, 81, 381, 801, 1601]),
    'CO': np.array([0, 1.1, 2.1, 10.1, 17.1, 35]),
    'O3': np.array([0, 51, 101, 169, 209, 749])
}
