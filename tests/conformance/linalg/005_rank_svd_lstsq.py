import numpy as np
np.linalg.matrix_rank(np.eye(4))
I = np.eye(4); I[-1, -1] = 0.
np.linalg.matrix_rank(I)
np.linalg.matrix_rank(np.ones((4,)))
np.linalg.matrix_rank(np.zeros((4,)))
np.linalg.matrix_rank([[1, 2], [2, 4]])
np.linalg.matrix_rank([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
np.linalg.matrix_rank(np.ones((3, 5)))
np.linalg.matrix_rank([[1, 2], [2, 4.0000001]])
np.linalg.matrix_rank([[1, 2], [2, 4.0000001]], tol=1e-3)
np.linalg.matrix_rank(np.zeros((3, 3)))
np.linalg.matrix_rank(np.array([np.eye(3), np.ones((3, 3))]))
np.linalg.svd([[3, 0], [0, 4]], compute_uv=False)
np.linalg.svd(np.eye(3), compute_uv=False)
np.linalg.svd([[2, 0, 0], [0, 0, 1]], compute_uv=False)
np.linalg.svd(np.zeros((0, 3)), compute_uv=False)
x = np.array([0, 1, 2, 3])
y = np.array([-1, 0.2, 0.9, 2.1])
A = np.vstack([x, np.ones(len(x))]).T
A
m, c = np.linalg.lstsq(A, y)[0]
print(round(m, 10), round(c, 10))
sol, res, rank, sv = np.linalg.lstsq([[1, 0], [1, 1], [1, 2]], [1, 2, 4])
sol
res
rank
np.linalg.lstsq([[1, 0], [0, 1], [0, 0]], [[1, 2], [3, 4], [5, 6]])
np.linalg.lstsq([[2, 0], [0, 4]], [2, 8])
np.linalg.lstsq([[1, 1], [1, 1]], [1, 2])
