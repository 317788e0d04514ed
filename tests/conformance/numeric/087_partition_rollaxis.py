# np.partition / argpartition (introselect, several kth), ndarray.partition, np.rollaxis
import numpy as np
a = np.array([7, 1, 7, 7, 1, 5, 7, 2, 3, 2, 6, 2, 3, 0])
np.partition(a, (4, 8))
np.partition(a, [-1, 0, 3])
np.partition(a.astype(np.int8), 4)
np.partition(a.astype(np.int16), (1, 2))
np.partition(a.astype(float), 4)
x = np.array([3, 4, 2, 1])
x[np.argpartition(x, 3)]
x[np.argpartition(x, (1, 3))]
np.argpartition(x, (1, 3))
np.argpartition(a, (4, 8))
np.argpartition(a.astype(np.int8), 6)
y = np.array([[3, 4, 2], [1, 3, 1]])
i = np.argpartition(y, kth=1, axis=-1)
np.take_along_axis(y, i, axis=-1)
np.partition(y, 0, axis=0)
np.partition(y, 1, axis=None)
f = np.array([5.0, np.nan, 1.0, 3.0, np.nan, 2.0, 4.0, 0.0])
np.partition(f, (2, -1))
np.argpartition(f, (0, 5))
np.partition(a, 14)
np.partition(a, -15)
np.partition(a, 1.0)
np.partition(a, True)
np.partition(a, [[1]])
np.partition(a, 1, kind='quick')
np.partition(np.array(5), 0)
z = a.copy()
z.partition((4, 8))
z
np.partition(np.zeros(0), [])
big = (np.arange(300) * 7919) % 97
p = np.partition(big, (10, 150, 290))
[int(p[10]), int(p[150]), int(p[290])]
bool(np.all(p[:10] <= p[10])) and bool(np.all(p[151:290] >= p[150]))
g = np.ones((3, 4, 5, 6))
np.rollaxis(g, 3, 1).shape
np.rollaxis(g, 2).shape
np.rollaxis(g, 1, 4).shape
np.rollaxis(g, -1, -3).shape
np.rollaxis(g, 0, 4).shape
np.rollaxis(g, 1, 1).shape
np.rollaxis(g, 4)
np.rollaxis(g, 0, 5)
np.rollaxis(g, 0, -5)
np.rollaxis(g, 0, 6)
np.rollaxis([1, 2], 0)
np.partition(np.zeros((0, 3)), 5, axis=0)
np.argpartition(np.zeros((0, 3)), 1.5, axis=0)
np.partition(np.zeros((0, 3)), 0)
np.argpartition(np.ones(8, dtype=int), (2, 5))
np.partition(np.array([np.nan] * 10), (0, 9))
