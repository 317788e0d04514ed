# datetime64/timedelta64 dtypes: repr, str, name, kind, char, itemsize, np.datetime_data
import numpy as np
np.dtype('M8[h]')
np.dtype('datetime64')
np.dtype('datetime64[D]')
np.dtype('m8[10s]')
np.dtype('timedelta64[us]')
d = np.dtype('M8[h]')
d.name, d.str, d.kind, d.char, d.itemsize
print(d)
t = np.dtype('m8')
t.name, t.str, t.kind, t.char, t.itemsize
np.datetime_data(np.dtype('M8[10s]'))
np.datetime_data('m8[D]')
np.dtype('M8[h]') == np.dtype('datetime64[h]')
np.dtype('M8[h]') == np.dtype('M8[D]')
np.dtype('M8[h]') == 'M8[h]'
np.datetime64('2016-07-01').dtype
np.timedelta64(5, 'ms').dtype
np.dtype('M8[xx]')
