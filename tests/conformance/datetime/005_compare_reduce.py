# comparisons (NaT is unequal to everything), np.diff, mean, min/max, sort, np.isnat
import numpy as np
x = np.array(['2016-07-03', '2016-07-01', 'NaT', '2016-07-02'], dtype='M8[D]')
x > np.datetime64('2016-07-01')
x == x
x != x
x >= '2016-07-02'
np.isnat(x)
np.datetime64('2016-07-01') < np.datetime64('2016-07-01T01')
np.datetime64('NaT') == np.datetime64('NaT')
y = np.array(['2016-07-03', '2016-07-01', '2016-07-02'], dtype='M8[D]')
np.sort(y)
np.argsort(y)
y.min(), y.max()
np.max(x)
np.diff(y)
np.diff(np.arange('1066-10-13', '1066-10-16', dtype=np.datetime64))
b = np.array([1, 3], dtype='timedelta64[D]')
np.mean(b)
b.mean()
np.mean(np.array([1, 2], dtype='m8[h]'))
np.diff(b, n=1)
np.where(y > np.datetime64('2016-07-01'))
y[y > np.datetime64('2016-07-01')]
np.isnat(np.timedelta64('NaT'))
np.isnat(np.array([1.0]))
