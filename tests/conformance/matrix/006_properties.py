import numpy as np
m = np.matrix('1 2; 3 4')
m.T
m.H
m.I
m.A
m.A1
m.getT()
m.getH()
m.getI()
m.getA()
m.getA1()
m.A.base is m
m.A1.base is m
type(m.A), type(m.A1)
c = np.matrix([[1+2j, 3], [4j, 5]])
c.H
c.getH()
np.matrix('2. 0; 0 4').I
np.linalg.inv(m)
np.linalg.det(m)
np.linalg.solve(np.array([[2., 0], [0, 4]]), np.array([2., 4]))
x = np.matrix('1 2 3; 4 5 6')
x.H
x.T * x
