import numpy as np
a = np.arange(12).reshape(3, 4)
views = [a, a.T, a[::2], a.reshape(4, 3), a.ravel(), a[:, 1:]]
strides = {v.strides for v in views}
len(strides)
(8, 32) in strides
seen = set()
order = []
for x in [3, 1, 3, 2, 1, 5]:
    if x not in seen:
        seen.add(x)
        order.append(x)
order
seen
shapes = {v.shape for v in views}
sorted(shapes)
