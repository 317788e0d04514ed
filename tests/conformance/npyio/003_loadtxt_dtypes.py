import numpy as np
from io import StringIO
np.loadtxt(StringIO("1 2\n3 4"), dtype=int)
np.loadtxt(StringIO("1 2\n3 4"), dtype=np.uint8)
np.loadtxt(StringIO("1 2\n3 4"), dtype=np.float32)
np.loadtxt(StringIO("1 2"), dtype=np.float16)
np.loadtxt(StringIO("0,2\n3,-4"), delimiter=",", dtype=bool)
np.loadtxt(StringIO("1+2j 2\n(3-1j) 2j"), dtype=complex)
np.loadtxt(StringIO("  7  "), dtype=int)
d = np.loadtxt(StringIO("M 21 72.0\nF 35 58.5"), usecols=(1, 2),
               dtype=[("age", "i4"), ("weight", "f8")])
d
d["weight"]
np.loadtxt(StringIO("1 2\n3 4"), dtype="i,i")
np.loadtxt(StringIO("1 2 5\n3 4 6"), dtype=[("a", "i4"), ("b", "f8", (2,))])
np.loadtxt(StringIO("1 2"), dtype=[("a", "i4"), ("b", "f8")])
a, b = np.loadtxt(StringIO("1 2\n3 4"), dtype=[("a", "i4"), ("b", "f8")], unpack=True)
a
b
np.loadtxt(StringIO(""))
np.loadtxt(StringIO("\n\n"), ndmin=2)
np.loadtxt(StringIO("9223372036854775807 -9223372036854775808"), dtype=np.int64)
