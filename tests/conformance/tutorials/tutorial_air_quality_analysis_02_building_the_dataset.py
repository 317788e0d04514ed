# numpy-tutorials content/tutorial-air-quality-analysis.md (numpy/numpy-tutorials@d8a82a1b792f), section "Building the dataset": its examples in order, by tools/teaching_suites.py
import numpy as np
pollutant_data = np.loadtxt('tests/conformance/tutorials/data/air-quality-data.csv', dtype=float, delimiter=",",
                            skiprows=1, usecols=range(1, 8))
pollutants_A = pollutant_data[:, 0:5]
pollutants_B = pollutant_data[:, 5:]
print(pollutants_A.shape)
print(pollutants_B.shape)
np.all(np.isfinite(pollutant_data))
