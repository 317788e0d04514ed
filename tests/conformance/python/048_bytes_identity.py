import numpy as np
# np.frombuffer keeps the bytes object as the array's base: the same object, so `is` holds
b = bytes(range(8))
y = np.frombuffer(b, dtype=np.uint16)
y.base is b
y[1:].base is b
y.flags.owndata, y.flags.writeable
c = b
c is b
bytes(b) is b
b[:1] is bytes([0])
