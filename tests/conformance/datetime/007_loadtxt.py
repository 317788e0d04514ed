# np.loadtxt with a datetime64 dtype: each field parsed as ISO 8601 into the dtype's unit
import numpy as np
import io
text = io.StringIO("2019-05-31 00:00:00,1.5\n2019-05-31 01:00:00,2.5\n2019-05-31 02:30:00,3.0\n")
t = np.loadtxt(text, dtype='M8[h]', delimiter=",", usecols=(0,))
t
t >= np.datetime64('2019-05-31T01')
np.where(t >= np.datetime64('2019-05-31T01'))
t[-2:]
np.diff(t)
np.loadtxt(io.StringIO("2020-01-01\n2020-02-29\n"), dtype='datetime64[D]')
np.loadtxt(io.StringIO("2020-01-01\n2020-02-30\n"), dtype='datetime64[D]')
