# math.prod: start times the items, with Python's multiplication
import math
import numpy as np
math.prod([1, 2, 3, 4])
math.prod([])
math.prod([2.5, 2], start=2)
math.prod(range(1, 11))
math.prod(np.zeros((3, 4)).shape)
a = np.zeros((3, 4))
a.size == math.prod(a.shape)
math.prod(np.array([2, 3], dtype=np.int8))
math.prod(5)
