import numpy as np
# ndarray's methods looked up on the class are unbound: the array comes first
np.ndarray.view
np.ndarray.reshape(np.arange(6), (2, 3))
np.ndarray.tolist(np.arange(3))
np.ndarray.sum(np.arange(3), axis=0)
list(map(np.ndarray.tolist, [np.arange(2), np.arange(3)]))
f = np.ndarray.transpose
f(np.ones((2, 3))).shape
np.ndarray.copy(np.array(['a', 'bc']))
np.ndarray.view()
np.ndarray.view(5)
np.ndarray.view(np.float64(1.0))
np.ndarray.nonexistent
