# np.busday_count with NumPy's default week and no holidays: weekdays in [begin, end), negative backwards
import numpy as np
np.busday_count('2016-01-01', '2016-02-01')
np.busday_count('2016-02-01', '2016-01-01')
np.busday_count('2016-01-02', '2016-01-04')
np.busday_count('2016-01-04', '2016-01-04')
np.busday_count(np.datetime64('2011-01'), np.datetime64('2011-02'))
np.busday_count(np.arange('2016-01-01', '2016-01-10', dtype='M8[D]'), '2016-01-20')
np.busday_count(['2016-01-03', '1969-12-25'], ['2016-01-09', '1970-01-10'])
np.busday_count('2016-01-01', 'NaT')
