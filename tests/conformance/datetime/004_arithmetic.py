# datetime arithmetic: datetime - datetime, datetime +- timedelta, timedelta * int, / and //, unit promotion
import numpy as np
a = np.arange('2016-07-01', '2016-07-04', dtype='M8[D]')
a - a[0]
a + np.timedelta64(1, 'h')
a + 1
1 + a
a - 2
(a - a[0]) / np.timedelta64(1, 'h')
np.timedelta64(5, 'D') % np.timedelta64(2, 'D')
np.timedelta64(3, 'D') * 2
2 * np.timedelta64(3, 'D')
np.timedelta64(3, 'D') * 1.5
np.timedelta64(7, 'D') / 2
np.timedelta64(1, 'D') - np.timedelta64(1, 'h')
np.datetime64('2016-01') - np.datetime64('2016-01-05')
np.datetime64('2016-07-01T12') - np.datetime64('2016-07-01')
-np.timedelta64(3, 'h')
abs(np.timedelta64(-3, 'h'))
np.datetime64('NaT') - np.datetime64('2016-01-01')
np.array(['2016-07-01', 'NaT'], dtype='M8[D]') + np.timedelta64(1, 'D')
np.timedelta64(1, 'Y') + np.timedelta64(1, 'D')
a + a
a * 2
-a
np.timedelta64(1, 'D') / np.timedelta64(0, 'D')
np.timedelta64(1, 'M') + np.timedelta64(1, 'Y')
