import numpy as np
np.linalg.eigh([[2, 1], [1, 2]])
np.linalg.eigh([[1, 2], [2, 1]])
w, v = np.linalg.eigh(np.array([[4.0, 1.5], [1.5, 1.0]]))
w
v
np.linalg.eigh([[1, 0], [0, 1]])
np.linalg.eigh([[3, 0], [0, 1]])
np.linalg.eigh([[2, 5], [-3, 1]])
np.linalg.eigh([[2, 5], [-3, 1]], UPLO='U')
np.linalg.eigh(np.diag([3.0, 1.0, 2.0]))
np.linalg.eigh([[-2, 1], [1, -2]])
np.linalg.eigh([[0, 1], [1, 0]])
np.linalg.eigvalsh([[2, 1], [1, 2]])
np.linalg.eigvalsh([[1, 0.5], [0.5, 1]])
np.linalg.eigvalsh(np.diag([5, 4, 6]))
np.linalg.eigh(np.zeros((0, 0)))
np.linalg.eigh([[7]])
r = np.linalg.eigh([[5, 2], [2, 2]])
r.eigenvalues
r.eigenvectors
