# Generator.normal/exponential with array parameters: broadcast in C order, strided and
# reversed parameters, size= broadcasting, empty results and the checks on scale
import numpy as np
g = np.random.default_rng(5)
g.normal(np.arange(6.).reshape(2, 3), [1.0, 2.0, 0.5])
g.normal(0.0, np.array([[1.0], [2.0]]), size=(3, 2, 4))
g.normal(np.arange(4.)[::-2], 2.0)
g.exponential(np.arange(1., 7.).reshape(3, 2).T)
g.exponential([[1.0, 2.0]], size=(2, 2))
g.normal([], 1.0)
g.normal(1.0, np.ones((0, 3)))
try:
    g.normal([1.0, 2.0], [1.0, -0.0])
except ValueError as e:
    print(e)
try:
    g.exponential([1.0, -2.0])
except ValueError as e:
    print(e)
g.exponential([1.0, np.nan])
try:
    g.normal([1.0, 2.0], [1.0, 2.0, 3.0])
except ValueError as e:
    print(e)
try:
    g.normal([1.0, 2.0], 1.0, size=(3,))
except ValueError as e:
    print(e)
g.normal(5, 0.1, size=3)
