import numpy as np
print('start'); np.arange(3)[7]
def f(n):
    print('f got', n)
    return np.arange(n).reshape(2, -1)
f(4)
f(5)
print('end')
