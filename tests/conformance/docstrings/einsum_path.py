# numpy.einsum_path: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.random.seed(123)
np.random.seed(0)
a = np.random.rand(2, 2)
b = np.random.rand(2, 5)
c = np.random.rand(5, 2)
path_info = np.einsum_path('ij,jk,kl->il', a, b, c, optimize='greedy')
print(path_info[0])
print(path_info[1])
I = np.random.rand(10, 10, 10, 10)
C = np.random.rand(10, 10)
path_info = np.einsum_path('ea,fb,abcd,gc,hd->efgh', C, C, I, C, C,
                           optimize='greedy')
print(path_info[0])
print(path_info[1])
