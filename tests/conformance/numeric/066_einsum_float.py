import numpy as np
a = np.array([[0.5, 1.25], [2.0, -0.75]])
b = np.array([[4.0, 0.5], [-1.0, 2.5]])
np.einsum('ij,jk->ik', a, b)
np.einsum('ij,ij->', a, b)
np.einsum('ij->j', a)
f = a.astype(np.float32)
np.einsum('ij,jk->ik', f, f)
np.einsum('ij,jk->ik', f, b).dtype
np.einsum('i,i', np.full(3, 0.1), np.full(3, 10.0))
out = np.zeros(2)
r = np.einsum('ij->i', a, out=out)
r is out
out
