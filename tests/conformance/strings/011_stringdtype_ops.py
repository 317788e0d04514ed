# StringDType: +, *, comparisons, sorting, casts and np.strings
import numpy as np
from numpy.dtypes import StringDType
words = np.array(["pear", "fig", "apple", "kiwi"], dtype=StringDType())
words + "s"
"a " + words
words + words
words * 2
words == "fig"
words < "g"
words != np.array(["pear", "x", "apple", "y"], dtype="T")
np.sort(words)
np.sort(np.array([["b", "a"], ["d", "c"]], dtype="T"))
np.strings.upper(words)
np.strings.str_len(words)
np.char.startswith(words, "p")
words.astype("U3")
words.astype("S5")
words.astype(object)
np.array(["1", "22", "-3"], dtype="T").astype(np.int64)
np.array(["0.5", "2"], dtype="T").astype(float)
np.array(["x", "yz"]).astype("T")
np.arange(3).astype(StringDType())
words.astype(np.str_)
words + 1
words - words
