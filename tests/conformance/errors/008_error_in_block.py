import numpy as np
x = np.arange(3)
for i in range(5):
    print(i, x[i])
print('after loop')
if True:
    print('before')
    x.reshape(4)
    print('never')
x
