# A missing argument is worded by the parser the callee uses: Python functions (and the
# dispatchers in front of NumPy's C functions) list the names; npy_parse_arguments gives a
# position from 0; CPython's getargs a position from 1; ufuncs count positional arguments.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
x = np.arange(4)
np.shares_memory(x)
np.may_share_memory(x)
np.shares_memory()
sliding_window_view(x)
np.broadcast_to(x)
np.moveaxis(x, 0)
np.apply_along_axis()
np.ascontiguousarray()
np.zeros()
np.array()
np.frombuffer()
np.promote_types(np.int8)
np.reshape(x)
np.arange()
np.add(1)
np.negative()
np.add.at(x)
x.astype()
x.take()
x.repeat()
x.fill()
try:
    np.full(3)
except TypeError as e:
    print(e)
