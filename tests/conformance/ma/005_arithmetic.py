import numpy as np
x = np.ma.array([1, 2, 3, 4], mask=[0, 1, 0, 0])
x + 1
1 + x
x * x
x - np.array([1, 1, 1, 1])
x / 0
x / np.array([1, 0, 2, 0])
x // 2
x % 2
x ** 2
-x
np.ma.array([1, 2], mask=[0, 0]) + 1
np.ma.array([1., 2.]) / 2
np.ma.array([1, 2]) * np.ma.array([1, 2], mask=[1, 0])
np.ma.masked + 1
x[1] * 2
x[0] * 2
x > 2
x == 3
x != 3
2 < x
np.ma.array([1, 2]) > 1
np.ma.array([1, 2], mask=[0, 0]) > 1
np.sqrt(np.ma.array([1., -1., 4.], mask=[0, 0, 1]))
np.ma.sqrt(np.ma.array([1., -1., 4.], mask=[0, 0, 1]))
np.ma.log(np.ma.array([1., 0., 4.]))
np.add(x, 1)
np.ma.power(np.ma.array([1., 2.], mask=[0, 1]), 2)
x.fill_value
x / 0
