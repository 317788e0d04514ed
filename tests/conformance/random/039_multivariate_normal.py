# Generator.multivariate_normal: rows of standard normals times the covariance's SVD
# factor u * sqrt(s), plus the mean (2-d covariances, whose svd is LAPACK's here)
import numpy as np
rng = np.random.default_rng(12)
pts = rng.multivariate_normal([0, 1], [[1, 2], [2, 5]], 5)
pts
pts.shape, pts.dtype
rng.multivariate_normal([3.0, -1.0], [[2.0, 0.3], [0.3, 0.5]])
rng.multivariate_normal([0, 0], np.eye(2), size=(2, 3)).shape
rng.multivariate_normal([1, 2], [[1, 0], [0, 4]], 3, method='eigh')
rng.multivariate_normal([5], [[4]], 4)
big = np.random.default_rng(0).multivariate_normal([1, -1], [[3, 1], [1, 2]], 10000)
c = big - big.mean(axis=0)
np.round(big.mean(axis=0), 1), np.round(c.T @ c / (len(big) - 1), 1)
rng.multivariate_normal([0, 0], [[1, 2], [2, 1]], 2, check_valid='raise')
rng.multivariate_normal([0, 0], [[1, 2], [2, 1]], 2, check_valid='nope')
rng.multivariate_normal([[0, 0]], np.eye(2))
rng.multivariate_normal([0, 0], np.eye(3))
rng.multivariate_normal([0, 0, 0], np.eye(2))
rng.multivariate_normal([0, 0], [1, 1])
rng.multivariate_normal([0, 0], np.eye(2), method='qr')
rng.multivariate_normal([0j, 0], np.eye(2))
