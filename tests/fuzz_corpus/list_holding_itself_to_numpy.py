# long fuzz run, seed 9999: np functions given a list holding itself recursed forever looking for complex numbers (stack overflow, rich and plain)
import numpy as np
a = [1]
b = [1]
a.append(b)
b.append(a)
np.asarray(a)
np.sum(a)
np.zeros(3).reshape(a)
