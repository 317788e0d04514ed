import numpy as np
x = np.arange(6.).reshape(2, 3)
m = x.data
type(m).__name__
m.format, m.itemsize, m.shape, m.strides, m.readonly, m.nbytes, m.ndim, len(m)
bytes(m) == x.tobytes(), m.tobytes() == x.tobytes()
x.T.data.tobytes() == x.T.tobytes()
m[0]
v = np.arange(3).data
v.format, v[1], v[-1], v.tolist()
v[5]
np.arange(3, dtype=np.int16).data.format, np.arange(3, dtype=np.uint8).data.format
np.zeros(2, dtype=np.float32).data.format, np.zeros(2, dtype=bool).data.format
ba = bytearray(b'abc')
mb = memoryview(ba)
mb.format, mb.readonly, mb[0], mb.tolist(), bytes(mb), mb.obj is ba
mb[0] = 65
ba
memoryview(b'ab').readonly
memoryview(5)
len(np.zeros(()).data)
bytearray(mb) == ba
