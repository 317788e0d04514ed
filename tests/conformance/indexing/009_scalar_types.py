import numpy as np
x = np.arange(5)
s = x[2]
s
type(s).__name__
f = np.arange(3.0)[1]
f
type(f).__name__
b = np.array([True, False])[0]
b
type(b).__name__
np.arange(3, dtype=np.int8)[2]
np.arange(3, dtype=np.float32)[1]
np.arange(3, dtype=np.uint8)[2]
s.shape
