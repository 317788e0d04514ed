# np.r_ and np.c_: slices as aranges (complex steps as linspace), scalars, arrays, directives
import numpy as np
np.r_[np.array([1, 2, 3]), 0, 0, np.array([4, 5, 6])]
np.r_[-1:1:6j, [0] * 3, 5, 6]
np.r_[1:4, 0, 4]
np.r_[0:10:2]
np.r_[:5]
np.r_[-1:1:5j]
np.r_[1.5, 2]
np.r_[np.array([1], dtype=np.int8), 3]
np.r_[np.array([1], dtype=np.int8), 300]
a = np.array([[0, 1, 2], [3, 4, 5]])
np.r_['-1', a, a]
np.r_['0,2', [1, 2, 3], [4, 5, 6]]
np.r_['0,2,0', [1, 2, 3], [4, 5, 6]]
np.r_['1,2,0', [1, 2, 3], [4, 5, 6]]
np.r_['0,3,-1', [1, 2], [3, 4]].shape
np.r_[[]]
np.r_[()]
np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])]
np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])]
np.c_[1:4, 4:7]
np.c_[0:1:3j, [1, 2, 3]]
np.r_['x', 1]
np.r_[1, 'x']
np.r_['1,x', 1]
np.r_[np.ones((2, 2)), np.ones(2)]
np.r_(1)
np.c_(1)
