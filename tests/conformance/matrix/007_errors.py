import numpy as np
m = np.matrix('1 2; 3 4')
np.matrix()
np.matrix('1 2; 3')
np.matrix('1 2;')
np.matrix(np.zeros((2, 2, 2)))
np.matrix(np.zeros((2, 2, 2)).tolist())
np.matrix([[[1]]])
np.matrix('1 (2')
m.sum(keepdims=True)
m.sum(axis=2)
m.argmax(axis=2)
m.argmax(-1)
m.sum(out=np.zeros((1, 1)))
m.max(0, out=np.zeros((1, 2)))
m ** 0.5
m ** 'a'
np.matrix([[1, 2, 3]]) ** 2
2 ** m
[1] ** m
m * [1, 2]
m * np.ones((3, 3))
np.matrix('1 2 3') * np.matrix('1 2 3')
np.bmat('q')
np.mat
m.getA(1)
np.matrix('1 2; 3 4').I.I
np.matrix('1 2; 2 4').I
