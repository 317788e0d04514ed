# An integer among index arrays joins their broadcast, but NumPy's shape-mismatch message
# lists only the index arrays' shapes.
import numpy as np
a = np.zeros((3, 4, 5))
a[0, np.array([1, 2]), np.array([1, 2, 3])]
a[np.array(0), np.array([1, 2]), np.array([1, 2, 3])]
a[np.array([0]), np.array([1, 2]), np.array([1, 2, 3])]
a[np.array([[0]]), 0, np.array([1, 2])].shape
b = np.arange(24).reshape(2, 3, 4)
b[0, :, np.array([], dtype=bool)]
b[1, np.array([[0, 1]]), np.array([1, 2, 3])] = 7
