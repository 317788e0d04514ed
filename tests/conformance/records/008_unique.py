# np.unique of structured arrays: records sorted field by field, duplicates dropped
import numpy as np
pairs = np.array([(3, 1.5), (1, 2.0), (3, 1.5), (1, 0.5), (2, 2.0), (1, 2.0)], dtype=[('k', 'i4'), ('v', 'f8')])
np.unique(pairs)
u, first, inv, cnt = np.unique(pairs, return_index=True, return_inverse=True, return_counts=True)
u
first
inv
cnt
u[inv]
grid = np.array([[(2, 1), (0, 5)], [(2, 1), (0, 4)]], dtype=[('a', 'u1'), ('b', 'i2')])
np.unique(grid)
np.unique(grid, return_inverse=True)[1]
nans = np.array([(1, np.nan), (1, np.nan), (0, 1.0), (0, 1.0)], dtype=[('x', 'i8'), ('y', 'f4')])
np.unique(nans)
named = np.array([(b'pear', 2), (b'apple', 7), (b'pear', 2), (b'fig', 1)], dtype=[('name', 'S5'), ('n', 'i8')])
np.unique(named, return_counts=True)
np.unique(np.zeros(0, dtype=[('a', 'i4')]))
edges = np.array([[4, 9], [1, 4], [9, 4], [1, 4]]).view([('p', 'i8'), ('q', 'i8')])
edges.shape
np.unique(edges)
