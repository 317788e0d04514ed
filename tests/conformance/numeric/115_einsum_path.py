# np.einsum_path: greedy and optimal contraction orders, the explicit and memory-limited
# forms, its printed cost report, and its errors.
import numpy as np
a = np.arange(4.).reshape(2, 2)
b = np.arange(10.).reshape(2, 5)
c = np.arange(10.).reshape(5, 2)
path_info = np.einsum_path('ij,jk,kl->il', a, b, c, optimize='greedy')
print(path_info[0])
print(path_info[1])
I = np.ones((10, 10, 10, 10))
C = np.ones((10, 10))
path_info = np.einsum_path('ea,fb,abcd,gc,hd->efgh', C, C, I, C, C, optimize='greedy')
print(path_info[0])
print(path_info[1])
x = np.ones(64).reshape(2, 4, 8)
np.einsum_path('ijk,ilm,njm,nlk,abc->', x, x, x, x, x, optimize='optimal')[0]
print(np.einsum_path('ijk,ilm,njm,nlk,abc->', x, x, x, x, x, optimize='optimal')[1])
np.einsum_path('ijk,ilm,njm,nlk,abc->', x, x, x, x, x)[0]
np.einsum_path('ij,jk', np.ones((3, 4)), np.ones((4, 5)))
np.einsum_path('ij,jk,kl', np.ones((3, 4)), np.ones((4, 5)), np.ones((5, 2)), optimize=False)[0]
np.einsum_path('ij,jk,kl', np.ones((3, 4)), np.ones((4, 5)), np.ones((5, 2)), optimize=('greedy', 10))[0]
np.einsum_path('ij,jk,kl', np.ones((3, 4)), np.ones((4, 5)), np.ones((5, 2)), optimize=['einsum_path', (1, 2), (0, 1)])
np.einsum_path('ij,jk,kl', np.ones((3, 4)), np.ones((4, 5)), np.ones((5, 2)), optimize='fast')
np.einsum_path('ij,jk,kl', np.ones((3, 4)), np.ones((4, 6)), np.ones((5, 2)))
np.einsum_path('ij,jk,kl', np.ones((3, 4)), np.ones((4, 5)), np.ones((5, 2)), optimize=['einsum_path', (1, 2)])
np.einsum_path(np.ones((3, 4)), [0, 1], np.ones((4, 5)), [1, 2], np.ones((5, 2)), [2, 3], [0, 3])[0]
