# Arrays of non-native byte order: the bytes stay, every read swaps them
import numpy as np
buf = bytearray([0, 1, 3, 2, 0, 5])
big = np.ndarray(shape=(3,), dtype='>i2', buffer=buf)
big
print(big)
big.dtype, big.dtype.byteorder, big.itemsize, big.strides
big[0], big[1], big[-1]
big[0].dtype.byteorder
big[1:]
big[1:].base is big
big.tobytes() == bytes(buf)
little = np.ndarray(shape=(3,), dtype='<i2', buffer=buf)
little
little.view(np.dtype('<i2').newbyteorder())
little.byteswap()
little.byteswap().tobytes()
big.byteswap()
big.astype('<i2')
big.astype(np.float64)
big + 1
big == np.array([1, 770, 5])
big.tolist()
big[2] = 7
bytes(buf)
big.view('<i2')
np.array([1, 256], dtype=np.int16).byteswap()
x = np.array([1, 2], dtype=np.int32)
x.byteswap(inplace=True)
x
m = np.ndarray(shape=(2, 2), dtype='>i2', buffer=bytearray([0, 1, 0, 2, 0, 3, 0, 4]))
m[1, 0], m[0], m[:, 1], m[[1, 0]], m[m > 2]
m[0, 1] = 9
m
