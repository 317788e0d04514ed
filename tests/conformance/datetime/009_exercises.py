# what exercise collections do with dates: membership, isinstance, months of days, the unit of a day's arithmetic
import numpy as np
A = np.datetime64('2016-01-01')
Z = np.arange('2016-07', '2016-08', dtype='datetime64[D]')
A in Z
np.datetime64('2016-07-04') in Z
isinstance(A, np.datetime64), isinstance(A, np.generic), isinstance(A, np.number)
isinstance(np.timedelta64(1), np.integer), isinstance(np.timedelta64(1), np.unsignedinteger)
issubclass(np.timedelta64, np.signedinteger)
A + np.arange(3)
Z.astype('datetime64[M]')[:3]
(Z - Z.astype('datetime64[M]')).astype(int)[:5]
print(Z[:3], Z.dtype)
f"{A} {np.timedelta64(90, 'm')}"
Z.reshape(31, 1)[:2].T
np.unique(np.array(['2016-01-02', '2016-01-01', '2016-01-02'], dtype='M8[D]'))
np.array(['2016-01-02', '2016-01-01'], dtype='M8[D]').argmax()
x = np.array(['2016-01-02', '2016-01-01'], dtype='M8[D]')
x.sort()
x
np.timedelta64(1, 'W') / np.timedelta64(1, 'D')
np.datetime64('2016-07-01') - np.timedelta64(1)
