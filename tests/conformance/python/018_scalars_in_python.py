import numpy as np
a = np.arange(5)
int(a[2]) + 1
float(a[3])
bool(a[0])
a[1] + 2
a[1] * 1.5
a[4] // 2
a[2] == 2
len(a)
list(a)
tuple(a[:2])
[int(v) for v in a[::2]]
max(a)
sum(a)
