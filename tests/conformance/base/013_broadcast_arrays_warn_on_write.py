# What broadcast_arrays broadcast is writeable but flagged to warn on write: its
# __array_interface__ calls the memory read-only, so as_strided of it (or of any view of
# it) is read-only; setting the flag explicitly clears the warning.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
a = np.arange(4.0)
col, row = np.broadcast_arrays(a[:, None], a)
row.flags.writeable, row.__array_interface__['data'][1]
as_strided(row).flags.writeable
as_strided(row, writeable=True).flags.writeable
as_strided(row[1:]).flags.writeable, as_strided(row.T).flags.writeable, as_strided(row.view()).flags.writeable
sliding_window_view(row, (1, 2), writeable=True).flags.writeable
same = np.broadcast_arrays(a, a)[0]
same is a, as_strided(same).flags.writeable
r = row.reshape(-1)
as_strided(r).flags.writeable
m = np.meshgrid(a, a, copy=False)[0]
as_strided(m).flags.writeable
s = row[...]
s.flags.writeable = True
as_strided(s).flags.writeable
ro = np.broadcast_arrays(np.broadcast_to(a, (2, 4)), a)[1]
ro.flags.writeable, as_strided(ro).flags.writeable
