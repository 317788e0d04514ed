# numpy.frombuffer: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
dt = np.dtype(int)
dt = dt.newbyteorder('>')
np.frombuffer(buf, dtype=dt) # doctest: +SKIP
import numpy as np
s = b'hello world'
np.frombuffer(s, dtype='S1', count=5, offset=6)
np.frombuffer(b'\x01\x02', dtype=np.uint8)
np.frombuffer(b'\x01\x02\x03\x04\x05', dtype=np.uint8, count=3)
