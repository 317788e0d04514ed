import numpy as np
x = np.arange(8)
s = x[2:5]
s += 100
x
s[0] = -1
x
t = x[::-2]
t *= 2
x
