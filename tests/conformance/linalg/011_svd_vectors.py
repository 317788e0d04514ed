# SVD of matrices larger than 2x2: the values, shapes, reconstruction and rank
# (the singular vectors' signs are LAPACK's choice, so they are not printed here)
import numpy as np
rng = np.random.default_rng(7)
a = rng.normal(size=(5, 3))
u, s, vh = np.linalg.svd(a)
u.shape, s.shape, vh.shape
np.round(s, 6)
np.allclose(u[:, :3] * s @ vh, a)
np.allclose(u.T @ u, np.eye(5)), np.allclose(vh @ vh.T, np.eye(3))
u2, s2, vh2 = np.linalg.svd(a, full_matrices=False)
u2.shape, vh2.shape
np.allclose(u2 * s2 @ vh2, a)
w = a.T
uw, sw, vhw = np.linalg.svd(w)
uw.shape, sw.shape, vhw.shape
np.allclose(uw * sw @ vhw[:3], w)
low = np.outer([1., 2, 3, 4], [1., 0, -1])
ul, sl, vhl = np.linalg.svd(low)
np.sum(sl > 1e-10)
np.allclose(ul.T @ ul, np.eye(4))
np.allclose(ul[:, :3] * sl @ vhl, low)
z = np.zeros((3, 4))
uz, sz, vhz = np.linalg.svd(z)
sz
np.allclose(uz @ uz.T, np.eye(3)), np.allclose(vhz @ vhz.T, np.eye(4))
