# The numpy-tutorials "masked arrays" notebook, its NumPy steps (the location names
# are a text column, so the rows of mainland China are listed by number here)
import numpy as np
filename = "tests/conformance/tutorials/data/who_covid_19_sit_rep_time_series.csv"
nbcases = np.genfromtxt(filename, dtype=np.int_, delimiter=",", skip_header=6, usecols=range(4, 18), encoding="utf-8-sig")
nbcases = np.delete(nbcases, (35), axis=0)
from numpy import ma
nbcases_ma = ma.masked_values(nbcases, -1)
nbcases_ma[:4]
china_mask = np.zeros(len(nbcases), dtype=bool)
china_mask[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 31, 33]] = True
china_total = nbcases_ma[china_mask].sum(axis=0)
china_total
china_total.mask
invalid = china_total[china_total.mask]
invalid
valid = china_total[~china_total.mask]
valid
t = np.arange(len(china_total))
model = np.polynomial.Polynomial.fit(t[~china_total.mask], valid, deg=3)
np.round(model(7), 6)
nbcases_ma.mean(axis=0)
nbcases_ma.max(), nbcases_ma.count()
