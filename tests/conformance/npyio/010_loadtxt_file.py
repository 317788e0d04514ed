import numpy as np
data = np.loadtxt("tests/conformance/tutorials/data/transistor_data.csv", delimiter=",",
                  usecols=[1, 2], skiprows=1)
data.shape
data[:3]
year, count = np.loadtxt("tests/conformance/tutorials/data/transistor_data.csv", delimiter=",",
                         usecols=[2, 1], skiprows=1, max_rows=4, unpack=True)
year
count
g = np.genfromtxt("tests/conformance/tutorials/data/transistor_data.csv", delimiter=",",
                  usecols=(1, 2), skip_header=1, max_rows=3)
g
np.loadtxt("tests/conformance/tutorials/data/transistor_data.csv", delimiter=",", max_rows=2)
