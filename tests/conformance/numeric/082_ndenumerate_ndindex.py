# np.ndenumerate and np.ndindex: C-order index tuples
import numpy as np
list(np.ndenumerate(np.array([[1.5, 2], [3, 4]])))
list(np.ndenumerate([[1, 2, 3]]))
list(np.ndenumerate(np.array(5)))
list(np.ndenumerate(np.zeros((2, 0))))
list(np.ndenumerate(np.arange(6).reshape(2, 3).T))
list(np.ndindex(2, 3))
list(np.ndindex((2, 1, 2)))
list(np.ndindex())
list(np.ndindex(0, 2))
type(np.ndindex(2))
type(np.ndenumerate([1]))
np.ndindex(-1)
for i, v in np.ndenumerate(np.eye(2, dtype=int)):
    print(i, v)
it = np.ndindex(2)
next(it)
next(it)
next(it)
np.ndindex
np.ndenumerate
