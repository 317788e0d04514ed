import numpy as np
A = np.array([[1, 2], [3, 4]])
U, S, Vt = np.linalg.svd(A)
U
S
Vt
(U * S) @ Vt
np.linalg.svd([[3, 0], [0, 4]])
np.linalg.svd([[2, 1], [1, 2]])
np.linalg.svd([[1, 1], [0, 1]])
np.linalg.svd([[0, 1], [1, 0]])
np.linalg.svd([[1, 2], [2, 4]])
np.linalg.svd([[4, 0], [3, -5]])
np.linalg.svd([[0.5, -1.25], [2.0, 0.75]])
np.linalg.svd(np.eye(2))
np.linalg.svd(np.zeros((2, 2)))
np.linalg.svd([[-3]])
np.linalg.svd(np.ones((2, 2, 2)))
r = np.linalg.svd([[1, 2], [3, 4]], full_matrices=False)
r.S
r.Vh
np.linalg.svd([[1, 2], [3, 4]], compute_uv=False)
np.linalg.svd([[0.5, -1.25], [2.0, 0.75]], compute_uv=False).tolist()
np.linalg.svd([[3, 4]], compute_uv=False)
np.linalg.svd([[3], [4]], compute_uv=False)
np.linalg.norm([[1, 2], [3, 4]], 2)
np.linalg.norm([[1, 2], [3, 4]], -2)
np.linalg.norm([[1, 2], [3, 4]], 'nuc')
np.linalg.norm([[0.5, -1.25], [2.0, 0.75]], 2)
np.linalg.matrix_rank([[1, 2], [2, 4]])
np.linalg.matrix_rank([[1, 2], [3, 4]])
