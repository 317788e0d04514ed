import numpy as np
from io import StringIO
np.loadtxt(StringIO("1 2\n3 4"), converters={0: lambda s: float(s) * 10})
np.loadtxt(StringIO("1 2\n3 4"), converters=lambda s: float(s) + 0.5)
np.loadtxt(StringIO("1,2\n3,4"), delimiter=",", dtype=int, converters={0: lambda s: s * 2})
np.loadtxt(StringIO("1,\n3,4"), delimiter=",", converters={1: lambda s: float(s.strip() or -1)})
np.loadtxt(StringIO("10% 2\n25% 4"), converters={0: lambda s: float(s.rstrip("%")) / 100})
np.loadtxt(StringIO("a 2\nb 4"), converters={0: lambda s: {"a": 1, "b": 2}[s]})
np.loadtxt(StringIO("1 2\n3 4"), converters={-1: lambda s: -float(s)})
np.loadtxt(StringIO("1 x"), converters={1: lambda s: float(s)})
