import numpy as np
from io import StringIO
np.genfromtxt(StringIO("1 2 3\n 4 5 6"), dtype=[(_, np.int_) for _ in "abc"])
np.genfromtxt(StringIO("1 2 3\n 4 5 6"), names="A, B, C")
np.genfromtxt(StringIO("So it goes\n#a b c\n1 2 3\n 4 5 6"), skip_header=1, names=True)
ndtype = [("a", np.int_), ("b", np.float64), ("c", np.int_)]
np.genfromtxt(StringIO("1 2 3\n 4 5 6"), names=["A", "B", "C"], dtype=ndtype)
np.genfromtxt(StringIO("1 2 3\n 4 5 6"), dtype=(np.int_, np.float64, np.int_))
np.genfromtxt(StringIO("1 2 3\n 4 5 6"), dtype=(np.int_, np.float64, np.int_), names="a")
np.genfromtxt(StringIO("1 2 3\n 4 5 6"), dtype=(np.int_, np.float64, np.int_), defaultfmt="var_%02i")
np.genfromtxt(StringIO("1 2 3\n4 5 6"), names="a, b, c", usecols=("a", "c"))
np.genfromtxt(StringIO("1 2 3\n4 5 6"), names="a, b, c", usecols=("a, c"))
np.genfromtxt(StringIO("x,y z,print,x\n1,2,3,4"), delimiter=",", names=True)
r = np.genfromtxt(StringIO("a b\n1 2.5\n3 4"), names=True, dtype=None)
r
r["a"]
np.genfromtxt(StringIO("1 2.5 True\n3 4 False"), dtype=None)
np.genfromtxt(StringIO("1 2\n3 4"), dtype=None)
np.genfromtxt(StringIO("1 2.5\n3 4"), dtype=None)
np.genfromtxt(StringIO("1 1+2j\n3 4"), dtype=None)
a, b = np.genfromtxt(StringIO("a b\n1 2\n3 4"), names=True, unpack=True)
a
np.genfromtxt(StringIO("a b\n1 2"), names=True)
