# np.repeat with fixed-size item moves: item sizes 1 to 16 bytes, scalar and per-element
# counts, zero counts, axes, non-contiguous sources; tile on the same path.
import numpy as np
for dt in (np.int8, np.int16, np.float32, np.float64, np.complex128):
    print(np.repeat(np.arange(4, dtype=dt), 3))
a = np.arange(6, dtype=np.int16).reshape(2, 3)
np.repeat(a, [0, 2, 1], axis=1)
np.repeat(a, [3, 0], axis=0)
np.repeat(a.T, 2)
np.repeat(a[:, ::-2], 2, axis=1)
np.repeat(a, 0)
np.repeat(np.array(5, dtype=np.uint8), 4)
np.repeat(np.array([[True, False]]), 2, axis=0)
np.repeat(a, -1)
np.repeat(a, [1, -1], axis=0)
np.tile(np.arange(3, dtype=np.int8), (2, 2))
