# genfromtxt and loadtxt into string dtypes: each field kept as read (autostrip, usecols, unpack)
import numpy as np
from io import StringIO
# text columns read as strings
data = "1, abc , 2\n 3, xxx, 4"
np.genfromtxt(StringIO(data), delimiter=",", dtype="U5")
np.genfromtxt(StringIO(data), delimiter=",", dtype=str, autostrip=True)
np.genfromtxt(StringIO(data), delimiter=",", dtype="U2")
np.genfromtxt(StringIO(data), delimiter=",", dtype="S5", autostrip=True)
np.genfromtxt(StringIO(data), delimiter=",", dtype=str, usecols=(1,), autostrip=True)
np.loadtxt(StringIO("a,b\nc,dd\n"), delimiter=",", dtype=str)
np.loadtxt(StringIO("a b\nc dd\n"), dtype="U1")
np.loadtxt(StringIO("name,age\nann,31\nbob,42\n"), delimiter=",", dtype=str, skiprows=1)
np.loadtxt(StringIO("x y\n1 2\n"), dtype=str)[0, 1]
np.loadtxt(StringIO("x,y\n1,2\n"), delimiter=",", dtype=str, usecols=1)
np.genfromtxt(StringIO("a,b\nc,d"), delimiter=",", dtype=str, unpack=True)
np.loadtxt(StringIO("a,b\nc,d"), delimiter=",", dtype=str, unpack=True)
