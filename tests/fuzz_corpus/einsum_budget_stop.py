# 10M fuzz run, seed 10101: the work budget ran out while einsum read its operands (cut-short value lists, an index panic)
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
np.einsum('ij,jk->ik', a, b)
for _i in range(2**32):
    np.einsum('ij,jk', a, b)
np.array_equal(np.einsum('ij,jk->ik', a, b), a @ b)
np.einsum('i,i', [1, 2, 3], [4, 5, 6])
np.einsum('i,i->', np.arange(3), np.arange(3))
np.einsum('i,j->ij', [1, 2], [3, 4, 5])
np.einsum('i,j', [1, 2], [3, 4, 5])
np.einsum('j,i', [1, 2], [3, 4, 5])
np.einsum('ij,j->i', a, [1, 1, 1])
caught.args
np.einsum('ij,(((((((((((((ij->ij', a, a)
np.einsum('ij,ij->', a, a)
np.einsum('ij,jk,kl->il', a, a.T, a)
np.einsum('bij,bjk->bik', np.arange(8).reshape(2, 2, 2), np.arange(8).reshape(2, 2, 2))
