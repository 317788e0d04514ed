# numpy.tensordot: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
a_0 = np.array([[1, 2], [3, 4]])
b_0 = np.array([[5, 6], [7, 8]])
c_0 = np.tensordot(a_0, b_0, axes=0)
c_0.shape
c_0
a = np.arange(60.).reshape(3,4,5)
b = np.arange(24.).reshape(4,3,2)
c = np.tensordot(a,b, axes=([1,0],[0,1]))
c.shape
c
d = np.zeros((5,2))
for i in range(5):
  for j in range(2):
    for k in range(3):
      for n in range(4):
        d[i,j] += a[k,n,i] * b[n,k,j]
c == d
a = np.array(range(1, 9)).reshape((2, 2, 2))
A = np.array(('a', 'b', 'c', 'd'), dtype=object)
A = A.reshape((2, 2))
a; A
np.tensordot(a, A) # third argument default is 2 for double-contraction
np.tensordot(a, A, 1)
np.tensordot(a, A, 0) # tensor product (result too long to incl.)
np.tensordot(a, A, (0, 1))
np.tensordot(a, A, (2, 1))
np.tensordot(a, A, ((0, 1), (0, 1)))
np.tensordot(a, A, ((2, 1), (1, 0)))
