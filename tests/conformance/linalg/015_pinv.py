import numpy as np
# the pseudo-inverse of a full-rank tall matrix is its left inverse
A = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
P = np.linalg.pinv(A)
P
np.allclose(P @ A, np.eye(2))
# a rank-one matrix: pinv still exists where inv does not
np.linalg.pinv([[1, 2], [2, 4]])
np.linalg.pinv(np.array([[2.0, 0.0], [0.0, 0.0]]))
# least squares through pinv agrees with lstsq
x = np.array([0.0, 1.0, 2.0, 3.0])
y = np.array([-1.0, 0.2, 0.9, 2.1])
M = np.vstack([x, np.ones(len(x))]).T
np.linalg.pinv(M) @ y
np.linalg.lstsq(M, y, rcond=None)[0]
# a square invertible matrix: pinv is the inverse
np.allclose(np.linalg.pinv([[4.0, 7.0], [2.0, 6.0]]), np.linalg.inv([[4.0, 7.0], [2.0, 6.0]]))
np.linalg.pinv(np.eye(3) * 2)
# rcond decides which singular values count
B = np.diag([1.0, 1e-10])
np.linalg.pinv(B)
np.linalg.pinv(B, rcond=1e-12)
np.linalg.pinv(B, rtol=None)
np.linalg.pinv(np.zeros((0, 3))).shape
np.linalg.pinv(B, rcond=1e-12, rtol=1e-3)
# .I of a non-square matrix is its pseudo-inverse
np.matrix([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]).I
