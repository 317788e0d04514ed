# A class's own __getitem__/__setitem__: the subscript syntax calls them; NumPy's functions do not
import numpy as np
class Mirror(np.ndarray):
    def __setitem__(self, key, value):
        r, c = key
        super().__setitem__((r, c), value)
        super().__setitem__((c, r), value)
m = np.zeros((3, 3), dtype=int).view(Mirror)
m[0, 2] = 7
m
m[1, 0] += 5
m
np.put(m, [4], 9)
m
class Logged(np.ndarray):
    def __getitem__(self, key):
        print("get", key)
        return super().__getitem__(key)
g = np.arange(6).view(Logged)
g[2]
g[1:3]
type(g[::2])
g.sum()
class Grid:
    def __init__(self):
        self.cells = {}
    def __getitem__(self, key):
        return self.cells.get(key, 0)
    def __setitem__(self, key, value):
        self.cells[key] = value
b = Grid()
b[1, 2] = 3
b[1, 2] += 4
b[1, 2]
b[0, 0]
a = np.arange(4)
a.__setitem__(1, 10)
a
a.__getitem__(slice(1, 3))
a.__setitem__(1)
a.__getitem__()
a.__setitem__(0, v=1)
