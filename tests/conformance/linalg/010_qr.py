# QR by Householder reflections: Q has orthonormal columns, R is upper triangular
import numpy as np
tall = np.array([[2., -1], [4, 3], [0, 5], [1, 1]])
q, r = np.linalg.qr(tall)
q
r
np.allclose(q @ r, tall)
np.allclose(q.T @ q, np.eye(2))
np.linalg.qr(tall, mode="complete")
np.linalg.qr(tall, mode="r")
np.linalg.qr(tall.T)
np.linalg.qr(np.arange(9).reshape(3, 3))
np.linalg.qr(np.eye(3, dtype=np.float32))
np.linalg.qr(np.zeros((2, 2)))
np.linalg.qr(np.arange(12.).reshape(2, 3, 2))
np.linalg.qr([1, 2, 3])
np.linalg.qr(tall, mode="thin")
