import numpy as np
from io import StringIO
np.genfromtxt(StringIO("1 2"), max_rows=0)
np.genfromtxt(StringIO("1 2"), max_rows=1, skip_footer=1)
np.genfromtxt(StringIO("1 2"), converters=[float])
np.genfromtxt(5)
np.genfromtxt(StringIO("1 2"), ndmin=4)
np.genfromtxt(StringIO("1 2"), names="a,b", usecols=("a", "z"))
np.genfromtxt(StringIO("1 2"), case_sensitive="maybe", names=True)
np.genfromtxt(StringIO("1 2\n3 4"), names=["a"])
np.genfromtxt(StringIO("1 2\n3 4"), dtype=[("a", int)], names=True)
np.genfromtxt(StringIO(""), names=True)
np.genfromtxt(StringIO("1 2\n3 4"), usecols=5)
np.genfromtxt(StringIO("1 2"), delimiter=-1)
