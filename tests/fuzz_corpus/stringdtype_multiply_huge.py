# the fuzzer's sessions have no memory budget: a StringDType repeat must still stop at the size limit
import numpy as np
from numpy.dtypes import StringDType
words = np.array(["pear", "fig", "apple", "kiwi"], dtype=StringDType())
words * 2**31
words + words * 2**40
