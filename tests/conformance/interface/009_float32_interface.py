import numpy as np
f = np.arange(12, dtype=np.float32).reshape(3, 4)
d = f.__array_interface__
print(d['typestr'], d['descr'], d['shape'], d['strides'], d['version'])
g = f[::2, 1::2]
e = g.__array_interface__
print(e['data'][0] - d['data'][0], e['strides'], e['shape'])
f.T.__array_interface__['strides']
