# Plain arrays viewed as unstructured void ('V<n>'): whole rows as opaque elements
import numpy as np
rows = np.array([[1, 0, 2], [0, 1, 1], [1, 0, 2], [0, 0, 0]], dtype=np.int16)
v = rows.view(np.dtype((np.void, 6)))
v.shape
v.dtype
v
v.base is rows
u, idx, inv = np.unique(v, return_index=True, return_inverse=True)
idx
inv
rows[idx]
w = np.arange(4, dtype=np.uint8).view('V2')
w
w.shape
b = np.arange(6, dtype=np.int32).reshape(2, 3)[:, :2].view('V8')
b
