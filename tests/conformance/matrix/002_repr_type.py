import numpy as np
m = np.matrix('1 2; 3 4')
m
print(m)
str(m)
repr(m)
type(m)
np.matrix
np.matrix.__name__
isinstance(m, np.ndarray), isinstance(m, np.matrix), issubclass(np.matrix, np.ndarray)
m.shape, m.ndim, m.size, m.dtype, m.strides
x = np.asmatrix(np.arange(6))
x.strides, x[0, 1:].strides, x.T.strides, m[:, 0].strides, m[0].strides, np.matrix(5).strides, m.T[0].strides
np.matrix.__module__, np.matrix.__array_priority__, m.__array_priority__
np.matrix.foo
np.matrix(np.arange(6).reshape(2, 3)).astype(np.uint16)
np.matrix([[0.1, 2], [3, 4e10]])
np.matrix(np.arange(200).reshape(2, 100))
print(np.matrix([[1.5, 2], [3, 4]]))
np.asarray(m)
type(np.asarray(m)), type(np.array(m)), type(np.array(m, subok=True)), type(np.asanyarray(m))
np.array(m, subok=True) is m
np.asanyarray(m) is m
m.tolist()
list(m)
for r in m:
    print(r)
len(m)
class M(np.matrix):
    pass
M('1 2; 3 4')
type(M('1 2; 3 4') * 2), type(M('1 2; 3 4').sum(0)), type(M('1 2; 3 4')[0]), type(M('1 2; 3 4').I)
isinstance(M('1 2'), np.matrix)
