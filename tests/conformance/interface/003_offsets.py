import numpy as np
y = np.arange(6).reshape(2, 3)
p0 = y.__array_interface__['data'][0]
def report(v):
    d = v.__array_interface__
    return (d['data'][0] - p0, d['strides'], d['shape'])
report(y[::-1, ::-2])
report(y.T)
report(y[1])
report(y[1:, 1:])
report(y[:, 1])
report(y[:, :1])
report(y[:0])
report(y[0, 1, ...])
