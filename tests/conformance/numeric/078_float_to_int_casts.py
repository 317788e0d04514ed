# Float to integer casts of out-of-range values, NaN and inf: what NumPy's compiled loops give on x86-64.
import numpy as np
v = np.array([300.0, 70000.0, 2.0**31, 2.0**32 - 1, 2.0**32, 2.0**33, 2.0**63, 2.0**64, 1e30, -1.0, -70000.0, -2.0**31 - 1, -1e30, np.nan, np.inf, -np.inf])
v.astype(np.int8)
v.astype(np.uint8)
v.astype(np.int16)
v.astype(np.uint16)
v.astype(np.int32)
v[:3].astype(np.uint32)
v.astype(np.int64)
v.astype(np.uint64)
w = v.astype(np.float32)
w[5:7].astype(np.uint32)
w.astype(np.uint64)
w.astype(np.int8)
u = np.zeros(2, dtype=np.uint64) + 1
np.add.at(u, [0, 1, 1, 1], -3)
u
i = np.zeros(3, dtype=np.uint32)
i[0] = 3.5
i
i[:] = np.array([1e10, -1.0, 2.0**32])
i
np.uint64(3) - 5.0
