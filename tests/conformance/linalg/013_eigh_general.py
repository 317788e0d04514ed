import numpy as np
# the second-difference matrix: eigenvalues 2 - 2cos(k pi / (n + 1))
K = 2 * np.eye(4) - np.eye(4, k=1) - np.eye(4, k=-1)
w, v = np.linalg.eigh(K)
w
v
np.allclose(K @ v, v * w)
np.linalg.eigvalsh(2 * np.eye(6) - np.eye(6, k=1) - np.eye(6, k=-1))
# a covariance matrix and its principal axes
rng = np.random.default_rng(3)
C = np.array([[5.66, 0.96, 0.14], [0.96, 1.29, 0.05], [0.14, 0.05, 0.088]])
np.linalg.eigh(C)
np.linalg.eigvalsh(C)[::-1]
# symmetric integer matrices, a singular one among them
np.linalg.eigh(np.array([[2, -1, 0], [-1, 2, -1], [0, -1, 2]]))
np.linalg.eigh(np.array([[1, 2, 3], [2, 4, 6], [3, 6, 9]]))
np.linalg.eigh(np.ones((3, 3)))
S = np.arange(16).reshape(4, 4)
np.linalg.eigh(S + S.T)
np.linalg.eigvalsh(S + S.T)
# only one triangle is read: UPLO picks which
B = np.array([[2.0, 100.0, 100.0], [1.0, 2.0, 100.0], [0.0, 1.0, 2.0]])
np.linalg.eigvalsh(B)
np.linalg.eigvalsh(B, UPLO='U')
np.linalg.eigh(B)
# a stack of symmetric matrices
M = rng.standard_normal((2, 5, 5))
np.linalg.eigvalsh(M + M.transpose(0, 2, 1))
w, v = np.linalg.eigh(M + M.transpose(0, 2, 1))
v[1]
np.linalg.eigvalsh(np.array([[1.0, 2, np.nan], [2, 1, 0], [np.nan, 0, 3]]))
