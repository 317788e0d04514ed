import numpy as np
from io import StringIO
np.genfromtxt(StringIO("1,,3\n4,5,6"), delimiter=",")
np.genfromtxt(StringIO("1,,3\n4,5,6"), delimiter=",", dtype=int)
np.genfromtxt(StringIO("1,,3\n4,5,6"), delimiter=",", filling_values=0)
np.genfromtxt(StringIO("1,N/A,3\n4,5,?"), delimiter=",", missing_values=["N/A", "?"], filling_values=-1)
kwargs = dict(delimiter=",", dtype=np.int_, names="a,b,c",
              missing_values={0: "N/A", "b": " ", 2: "???"},
              filling_values={0: 0, "b": 0, 2: -999})
np.genfromtxt(StringIO("N/A, 2, 3\n4, ,???"), **kwargs)
np.genfromtxt(StringIO("1 2 3\n4 5\n6 7 8"))
np.genfromtxt(StringIO("1 2 3\n4 5\n6 7 8\n9"), invalid_raise=False)
np.genfromtxt(StringIO("1 2\n3 4\n5 6 7"), skip_footer=1)
convertfunc = lambda x: float(x.strip("%")) / 100.
data = "1, 2.3%, 45.\n6, 78.9%, 0"
names = ("i", "p", "n")
np.genfromtxt(StringIO(data), delimiter=",", names=names)
np.genfromtxt(StringIO(data), delimiter=",", names=names, converters={1: convertfunc})
np.genfromtxt(StringIO(data), delimiter=",", names=names, converters={"p": convertfunc})
convert = lambda x: float(x.strip() or -999)
np.genfromtxt(StringIO("1, , 3\n 4, 5, 6"), delimiter=",", converters={1: convert})
np.genfromtxt(StringIO("1 2\n3 4"), converters={0: lambda s: int(s) * 10})
np.genfromtxt(StringIO("a,1\nb,2"), delimiter=",", usecols=1)
np.genfromtxt(StringIO("1,x\n2,3"), delimiter=",", dtype=int, loose=False)
np.genfromtxt(StringIO("1, 2\n3, 4"), delimiter=",", autostrip=True, dtype=None)
np.genfromtxt(StringIO("1 2\n3 4"), dtype=bool)
