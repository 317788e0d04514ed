import numpy as np
x = np.array([[0, 1], [2, 3]], dtype='<u2')
x.tobytes()
x.tobytes('C') == x.tobytes()
x.tobytes('F')
x.T.tobytes('A')
x.T.tobytes('K')
x.tobytes(order=None)
x[:, ::-1].tobytes()
np.arange(3).tobytes('X')
np.arange(3).tobytes(3)
np.array(True).tobytes()
np.array([1.5, -2.0], dtype=np.float32).tobytes()
np.array([], dtype=np.int8).tobytes()
np.array([39, 34, 92, 9, 10, 13, 127, 128, 32, 126], dtype=np.uint8).tobytes()
np.array([39, 65], dtype=np.uint8).tobytes()
np.array([39, 34], dtype=np.uint8).tobytes()
b = np.arange(4, dtype=np.int16).tobytes()
b
type(b)
len(b)
list(b)
b == np.arange(4, dtype=np.int16).tobytes()
b == b'\x00\x00'
np.frombuffer(b, dtype=np.int16)
np.frombuffer(b'\x01\x02', dtype=np.uint8)
np.frombuffer(b'\x01\x02\x03\x04\x05', dtype=np.uint8, count=3)
np.frombuffer(b'abcd', dtype='i2', count=1, offset=2)
np.frombuffer(b'abc', dtype=np.uint8, offset=3)
np.frombuffer(b'abc', dtype=np.uint8, count=-2)
np.frombuffer(b'abc', dtype=np.uint8, count=0)
np.frombuffer(b'', dtype=np.uint8)
f = np.frombuffer(b'ab', dtype=np.uint8)
f.flags.writeable, f.flags.owndata
f.base
f[0] = 1
f.flags.writeable = True
np.frombuffer(np.arange(3, dtype=np.uint8), dtype=np.uint8)
a = np.arange(4, dtype=np.uint8)
g = np.frombuffer(a, dtype=np.uint16)
g
g.base is a
g.flags.writeable
np.frombuffer(np.arange(3, dtype=np.uint8)[::2], dtype=np.uint8)
np.frombuffer(3)
np.frombuffer('abc')
np.frombuffer(b'abc')
np.frombuffer(b'abc', dtype=np.uint8, offset=4)
np.frombuffer(b'abc', dtype=np.uint8, offset=-1)
np.frombuffer(b'abcd', dtype=np.uint16, offset=1)
np.frombuffer(b'abc', dtype=np.uint8, count=4)
b"it's"
b'say "hi"'
b'both \' and "'
