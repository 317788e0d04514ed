import numpy as np
# ndmax (new in NumPy 2.4) stops the descent into nested sequences
np.array([[1, 2], [3, 4]], dtype=object, ndmax=1)
np.array([[1, 2], [3, 4]], dtype=object, ndmax=1).shape
np.array([[1, [2, 3]], [3, 4]], dtype=object, ndmax=2)
np.array([(1, 2), (3, 4)], dtype=object, ndmax=1)
np.array([1, 2], dtype=object, ndmax=0)
np.array([[1, 2], [3, 4]], ndmax=3)
np.array(5, ndmax=0)
# arrays keep their dimensions
np.array(np.ones((2, 2)), ndmax=1)
# without dtype=object the nesting must fit
np.array([[1, 2], [3, 4]], ndmax=1)
np.array([[1, 2], [3, 4]], dtype=float, ndmax=1)
np.array([1, 2], ndmax=-1)
np.array([1, 2], ndmax=65)
