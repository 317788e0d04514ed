# Indexing and slicing bytes (what tobytes() returns): ints for one item, bytes for a slice.
b = b'\x01\x02\x03\xfa'
b[0], b[-1], b[1:3], b[::-1], b[5:]
b[7]
b["x"]
import numpy as np
np.arange(3, dtype=np.uint16).tobytes()[2:4]
len(np.arange(3).tobytes()[::8])
