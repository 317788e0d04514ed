import numpy as np
a = np.arange(6).reshape(2, 3)
np.einsum('...j->j', a)
np.einsum('...,...', a, 2)
np.einsum('i...->...', a)
np.einsum('...i,...i', np.ones((2, 3)), np.arange(3))
np.einsum('...i,...i->...', np.arange(6).reshape(2, 3), np.arange(3))
np.einsum('ij,ij->i', np.ones((2, 1)), np.ones((1, 3)))
np.einsum('...ij,...jk->...ik', np.arange(8).reshape(2, 2, 2), np.eye(2, dtype=int))
np.einsum('i...i', np.arange(9).reshape(3, 3))
np.einsum('...', a) is a
