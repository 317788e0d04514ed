# StringDType with a missing-value sentinel (na_object), and coercion switched off
import numpy as np
from numpy.dtypes import StringDType
dt = StringDType(na_object=None)
dt
a = np.array(["left", None, "right"], dtype=dt)
a
a[1] is None
a == a
a + a
np.sort(a)
nan_dt = StringDType(na_object=np.nan)
b = np.array(["b", np.nan, "a"], dtype=nan_dt)
b
b + "!"
b == "a"
b < "z"
np.sort(b)
b.dtype.na_object
StringDType(coerce=False)
StringDType(na_object=None, coerce=False)
np.array(["fine", "too"], dtype=StringDType(coerce=False))
np.array(["fine", 3], dtype=StringDType(coerce=False))
mixed = np.array(["x", None, 1.5], dtype=object)
mixed
np.sort(mixed)
np.sort(np.array([3, 1.5, 2], dtype=object))
np.sort(np.array(["b", "c", "a"], dtype=object))
