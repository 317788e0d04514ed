import numpy as np
y = np.arange(6).reshape(2, 3)
p = y.__array_interface__['data'][0]
for v in (y[::-1, ::-2], y.T, y[1], y[1:, 1:], y[:, 1], y[:, :1], y[:0]):
    d = v.__array_interface__
    print(d['data'][0] - p, d['strides'], d['shape'])
