# NumPy user guide quickstart.rst (numpy/numpy@1f90bbb55e65), section "Indexing with arrays of indices": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.arange(12)**2  # the first 12 square numbers
i = np.array([1, 1, 3, 8, 5])  # an array of indices
a[i]  # the elements of `a` at the positions `i`
j = np.array([[3, 4], [9, 7]])  # a bidimensional array of indices
a[j]  # the same shape as `j`
palette = np.array([[0, 0, 0],         # black
                    [255, 0, 0],       # red
                    [0, 255, 0],       # green
                    [0, 0, 255],       # blue
                    [255, 255, 255]])  # white
image = np.array([[0, 1, 2, 0],  # each value corresponds to a color in the palette
                  [0, 3, 4, 0]])
palette[image]  # the (2, 4, 3) color image
a = np.arange(12).reshape(3, 4)
a
i = np.array([[0, 1],  # indices for the first dim of `a`
              [1, 2]])
j = np.array([[2, 1],  # indices for the second dim
              [3, 3]])
a[i, j]  # i and j must have equal shape
a[i, 2]
a[:, j]
l = (i, j)
a[l]
s = np.array([i, j])
a[s]
a[tuple(s)]
time = np.linspace(20, 145, 5)  # time scale
data = np.sin(np.arange(20)).reshape(5, 4)  # 4 time-dependent series
time
data
ind = data.argmax(axis=0)
ind
time_max = time[ind]
data_max = data[ind, range(data.shape[1])]  # => data[ind[0], 0], data[ind[1], 1]...
time_max
data_max
np.all(data_max == data.max(axis=0))
a = np.arange(5)
a
a[[1, 3, 4]] = 0
a
a = np.arange(5)
a[[0, 0, 2]] = [1, 2, 3]
a
a = np.arange(5)
a[[0, 0, 2]] += 1
a
