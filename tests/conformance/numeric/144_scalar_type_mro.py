# The class hierarchy of NumPy's scalar types as Python reports it: mro() and __mro__
import numpy as np
np.float64.mro()
np.complex128.__mro__
np.float32.mro()
np.int16.mro()
np.uint8.__mro__
np.bool_.mro()
np.integer.mro()
np.generic.__mro__
[t.__name__ for t in np.float16.mro()]
np.int64.mro(1)
