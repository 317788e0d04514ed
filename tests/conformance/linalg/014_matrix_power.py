import numpy as np
# Fibonacci numbers from powers of [[1, 1], [1, 0]]
F = np.array([[1, 1], [1, 0]])
np.linalg.matrix_power(F, 10)
[np.linalg.matrix_power(F, k)[0, 1] for k in range(1, 12)]
np.linalg.matrix_power(F, 0)
np.linalg.matrix_power(F, 1) is F
np.linalg.matrix_power(np.array([[2.0, 1.0], [1.0, 3.0]]), -2)
# a rotation by 90 degrees, four times, is the identity
R = np.array([[0, -1], [1, 0]])
np.linalg.matrix_power(R, 4)
np.linalg.matrix_power(R, 3)
# paths of length 3 in a graph: powers of its adjacency matrix
A = np.array([[0, 1, 1, 0], [1, 0, 1, 0], [1, 1, 0, 1], [0, 0, 1, 0]])
np.linalg.matrix_power(A, 3)
np.linalg.matrix_power(A, 7)
# a stack of matrices, each raised
np.linalg.matrix_power(np.stack([F, R]), 5)
np.linalg.matrix_power(np.eye(3, dtype=np.float32), 0).dtype
np.linalg.matrix_power([[1, 2], [3, 4]], 2)
np.linalg.matrix_power(np.array([[1, 2], [3, 4]], dtype=np.int8), 5)
# errors
np.linalg.matrix_power(np.arange(3), 2)
np.linalg.matrix_power(np.ones((2, 3)), 2)
np.linalg.matrix_power(F, 2.0)
np.linalg.matrix_power(np.array([[1, 2], [2, 4]]), -1)
