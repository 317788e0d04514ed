import numpy as np
a = np.arange(6).reshape(2, 3)
np.expand_dims(a, 5)
a.squeeze(axis=0)
a.squeeze(axis=2)
a.swapaxes(0, 2)
np.moveaxis(a, 0, 2)
a.transpose(2, 0)
a.sum(axis=2)
