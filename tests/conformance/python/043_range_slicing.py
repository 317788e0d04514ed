# Slicing a range gives a range, computed from the slice: nothing is listed
r = range(10)[2:8:2]
r
type(r).__name__
range(10)[::-1]
range(0, 10, 3)[-2:]
range(5)[10:]
range(5)[-100:100]
range(20, 0, -3)[1::2]
range(20, 0, -3)[::-2]
list(range(20, 0, -3)[1:-1])
range(2**64)[::2**62]
len(range(2**64)[::2**62])
range(2**64 + 5)[2**64:]
range(10)[1:9][2:5][::-1]
range(10)[::0]
range(10)['a':]
range(10)[1.5:]
import numpy as np
range(10)[np.int64(2):np.int8(7)]
