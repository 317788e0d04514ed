# einsum allocates its output through the iterator in order 'K': the output axes follow
# the operands' memory order (a reduction included); dot and matmul results stay C order.
import numpy as np
x = np.arange(18, dtype=np.int8).reshape(2, 9)
v = np.expand_dims(x, -2).reshape(3, 1, 6, 1, order='F')
v.strides
r = np.einsum('...l->...', v)
r.shape, r.strides, r
np.einsum('ijk->ij', np.ones((2, 3, 4)).transpose(1, 0, 2)).strides
np.einsum('ij->ij', np.ones((3, 4)).T.copy().T).strides
np.einsum('ij,jk->ik', np.ones((3, 4)).T, np.ones((3, 5))).strides
np.einsum('ij,ij->ij', np.ones((3, 4), order='F'), np.ones((3, 4), order='F')).strides
np.einsum('ii->i', np.ones((3, 3))).strides
np.dot(np.ones((3, 4)).T, np.ones((3, 5))).strides
np.matmul(np.ones((4, 3)).T, np.ones((4, 2))).strides
