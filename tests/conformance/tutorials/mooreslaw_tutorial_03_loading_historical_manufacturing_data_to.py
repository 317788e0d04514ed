# numpy-tutorials content/mooreslaw-tutorial.md (numpy/numpy-tutorials@d8a82a1b792f), section "Loading historical manufacturing data to your workspace": its examples in order, by tools/teaching_suites.py
import numpy as np
data = np.loadtxt('tests/conformance/tutorials/data/transistor_data.csv', delimiter=",", usecols=[1, 2], skiprows=1)
year = data[:, 1]  # grab the second column and assign
transistor_count = data[:, 0]  # grab the first column and assign
print("year:\t\t", year[:10])
print("trans. cnt:\t", transistor_count[:10])
yi = np.log(transistor_count)
