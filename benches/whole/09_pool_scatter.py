# Pooling gradients scattered with fancy indices: np.add.at with broadcast row/column
# index arrays (every window of 3x3, stride 2), 64 channels of 512x512.
import numpy as np
c, h, w = 64, 512, 512
k, s = 3, 2
oh, ow = (h - k) // s + 1, (w - k) // s + 1
g = (np.arange(c * oh * ow * k * k) % 13).astype(np.float64).reshape(c, oh, ow, k, k)
rows = np.add.outer(np.arange(oh) * s, np.arange(k))[:, None, :, None]
cols = np.add.outer(np.arange(ow) * s, np.arange(k))[None, :, None, :]
rows = np.broadcast_to(rows, (oh, ow, k, k))
cols = np.broadcast_to(cols, (oh, ow, k, k))
grad = np.zeros((c, h, w))
np.add.at(grad, (slice(None), rows, cols), g)
print(grad.shape, grad.sum(), grad[1, :2, :6])
