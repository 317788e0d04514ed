# NaT in arithmetic, reductions and comparisons; what has no loop; string and int operands
import numpy as np
x = np.array(['2016-07-03', 'NaT'], dtype='M8[D]')
x == '2016-07-03'
x + 'a'
x < 3
x == 3
np.timedelta64(3, 'D') == 3
np.timedelta64(3, 'D') < 4
np.array([1, 2], dtype='m8[D]') > 1
x - np.array([1.5])
np.datetime64('2016-07-01') + 1.5
np.datetime64('2016') + np.timedelta64(3, 'D')
np.datetime64('2016-01') + np.timedelta64(1, 'M')
np.datetime64('2016-01-31') + np.timedelta64(1, 'M')
np.mean(x)
np.timedelta64(5, 'D') // np.timedelta64(0, 'D')
np.timedelta64(5, 'D') % np.timedelta64(0, 'D')
np.array([4, 'NaT'], dtype='m8[h]') / np.timedelta64(2, 'h')
np.array([4, 'NaT'], dtype='m8[h]') * 2
np.array([4, 5], dtype='m8[h]') / 0
np.min(np.array([3, 'NaT', 1], dtype='m8[s]'))
np.datetime64('2016-07-01') - np.timedelta64(1, 'D')
np.arange('2016-07-01', '2016-07-01', dtype='M8[D]')
np.arange('2016-07-03', '2016-07-01', -1, dtype='M8[D]')
np.array([np.timedelta64(1, 'D'), np.timedelta64(2, 'h')])
bool(np.timedelta64(0, 's')), bool(np.timedelta64(2, 's'))
np.timedelta64(2, 's') * np.timedelta64(2, 's')
