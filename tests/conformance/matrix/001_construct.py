import numpy as np
np.matrix('1 2; 3 4')
np.matrix('[1 2; 3 4]')
np.matrix('1, 2.5; 3j 4')
np.matrix('1.5 -2e3; 1_000 +3')
np.matrix('True False')
np.matrix('')
np.matrix([[1, 2], [3, 4]])
np.matrix([1, 2, 3])
np.matrix(5)
np.matrix(3.5)
np.matrix([])
np.matrix([1, 2, 3], dtype=float)
np.matrix([[1.5, 2], [3, 4]], dtype=np.float32)
np.matrix([[1, 2]], dtype=np.int8)
np.matrix([[1+2j, 2]])
np.matrix(np.arange(6).reshape(2, 3))
np.matrix(np.ones((1, 3, 1)))
np.matrix([1, 2]).base
np.matrix([1, 2]).flags.owndata
a = np.arange(4).reshape(2, 2)
b = np.matrix(a)
b[0, 0] = 99
a
b.flags.owndata
c = np.matrix(a, copy=False)
c[0, 0] = 99
a
c.base is a
np.shares_memory(a, c)
np.matrix(b) is b
np.matrix(b, copy=False) is b
np.matrix(b, dtype=float)
np.matrix(c, dtype='f4', copy=False)
np.asmatrix(b) is b
np.asmatrix(b, dtype=float)
x = np.arange(4.0).reshape(2, 2)
y = np.asmatrix(x)
y[0, 0] = 100
x
y.base is x
np.asmatrix(np.arange(3))
np.asmatrix([[1, 2], [3, 4]])
np.bmat([[b, c], [c, b]])
np.bmat([b, c])
np.bmat('b c; c b')
np.bmat('b', ldict={'b': x}, gdict={})
np.bmat(np.arange(3))
