import numpy as np
a = np.array([1, 2.5, -3], dtype=np.float16)
a
a.dtype
np.zeros(3, dtype='f2')
np.ones((2, 2), dtype='<f2')
np.full(4, 0.1, dtype='e')
np.arange(5, dtype=np.half)
np.arange(0, 1, 0.125, dtype=np.float16)
np.linspace(0, 1, 5, dtype=np.float16)
np.array([1, 2], dtype='float16')
np.empty(0, dtype=np.float16)
np.zeros_like(a)
np.float16(0.5)
np.float16(3)
np.float16('1.5')
np.float16(True)
np.float16(0.1).dtype
a.itemsize, a.nbytes, a.strides
a.tolist()
a[1].item()
type(a[1].item()).__name__
float(np.float16(0.1))
int(np.float16(-7.9))
np.float16
