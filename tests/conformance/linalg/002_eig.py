import numpy as np
np.linalg.eig([[1, 2], [3, 4]])
w, v = np.linalg.eig(np.array([[4, 1], [2, 3]]))
w
v
v[:, 0] * w[0]
np.linalg.eig([[2, 0], [0, 3]])
np.linalg.eig([[3, 0], [0, 2]])
np.linalg.eig([[2, 1], [0, 3]])
np.linalg.eig([[1, 0], [2, 3]])
np.linalg.eig([[1, 2], [2, 1]])
r = np.linalg.eig([[0, -1], [1, 0]])
r
r.eigenvalues
r.eigenvectors[:, 0]
np.linalg.eig([[1, -2], [2, 1]])
np.linalg.eig([[0.8, 0.3], [0.2, 0.7]])
np.linalg.eig(np.array([[1, 100], [0.01, 1]]))
np.linalg.eig([[1, 1], [0, 1]])
np.linalg.eig([[5]])
np.linalg.eig(np.eye(3))
np.linalg.eig([[1, 2, 3], [0, 4, 5], [0, 0, 6]])
np.linalg.eig(np.diag([3.0, 1.0, 2.0]))
np.linalg.eigvals([[1, 2], [3, 4]])
np.linalg.eigvals([[0, -1], [1, 0]])
np.linalg.eigvals([[2, 1], [1, 2]])
np.linalg.eigvals(np.array([[1, 2], [3, 4]], dtype=np.float32))
np.linalg.eig(np.array([[[1, 2], [3, 4]], [[2, 0], [0, 1]]]))
np.linalg.eig(np.zeros((0, 0)))
np.linalg.eig(np.zeros((2, 2)))
