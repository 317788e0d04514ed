import numpy as np
# eigen-decomposition of matrices a learner meets first
A = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
w, v = np.linalg.eig(A)
w
v
np.allclose(A @ v, v * w)
np.linalg.eigvals(A)
np.linalg.eig(np.arange(16).reshape(4, 4))
np.linalg.eigvals(np.arange(25).reshape(5, 5))
# a magic square: its row sum is an eigenvalue
M = np.array([[8, 1, 6], [3, 5, 7], [4, 9, 2]])
np.linalg.eig(M)
np.linalg.eig(np.array([[16, 2, 3, 13], [5, 11, 10, 8], [9, 7, 6, 12], [4, 14, 15, 1]]))
# complex pairs: rotations and companion matrices
np.linalg.eig(np.array([[0, 1, 0], [0, 0, 1], [1, 0, 0]]))
np.linalg.eig(np.array([[0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [-1, 0, 0, 0]]))
c, s = np.cos(0.3), np.sin(0.3)
R = np.array([[c, -s, 0], [s, c, 0], [0, 0, 1]])
np.linalg.eig(R)
# a Markov chain: the stationary distribution is the eigenvector of eigenvalue 1
P = np.array([[0.9, 0.075, 0.025], [0.15, 0.8, 0.05], [0.25, 0.25, 0.5]])
w, v = np.linalg.eig(P.T)
w
pi = v[:, np.argmax(w)].real
pi / pi.sum()
# defective and repeated eigenvalues
np.linalg.eig(np.array([[2, 1, 0], [0, 2, 1], [0, 0, 2]]))
np.linalg.eig(np.ones((4, 4)))
np.linalg.eig(np.eye(5)[::-1])
# random matrices of a few sizes
rng = np.random.default_rng(7)
np.linalg.eigvals(rng.standard_normal((6, 6)))
w, v = np.linalg.eig(rng.standard_normal((5, 5)))
w
v
np.linalg.eigvals(rng.integers(-5, 6, (8, 8)))
np.abs(np.linalg.eigvals(rng.random((10, 10)))).max()
# stacks
np.linalg.eigvals(np.stack([np.arange(9).reshape(3, 3), np.eye(3)]))
# balancing isolates every eigenvalue of a diagonal matrix, whatever its order
np.linalg.eigvals(np.eye(80))[:3]
