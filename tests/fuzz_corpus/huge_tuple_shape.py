# long fuzz run, seed 8888: a 61-million-item tuple as as_strided's shape (64-byte Values: 3.9 GB to iterate, an abort); sequences now count against --max-bytes
# NumPy arrays have at most 64 dimensions (NPY_MAXDIMS); each entry point names the limit its own way
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
as_strided(np.arange(2), (1,) * 61000000, (0,) * 65)
len([0] * 3000)
