import numpy as np
ba = bytearray(8)
x = np.frombuffer(ba, dtype=np.uint8)
x.flags.writeable, x.flags.owndata, type(x.base).__name__, x.base.obj is ba
x[1] = 7
ba
ba[2] = 9
x
np.shares_memory(x, np.frombuffer(ba, dtype=np.uint8))
x[1:].base is x
y = np.ndarray(shape=(2,), dtype=np.int16, buffer=ba, offset=2)
y, y.base is ba
y[0] = 258
ba, x
z = np.ndarray(shape=(2, 2), dtype=np.uint8, buffer=ba)
z
np.ndarray(shape=(5,), dtype=np.int16, buffer=ba)
ba.append(1)
del x, y, z
ba.append(1)
len(ba)
b = b'\x01\x00\x02\x00'
w = np.ndarray(shape=(2,), dtype=np.int16, buffer=b)
w, w.base is b, w.flags.writeable
np.frombuffer(bytearray(b'\x01\x02\x03\x04'), dtype=np.int16)
