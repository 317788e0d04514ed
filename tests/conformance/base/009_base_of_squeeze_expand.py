import numpy as np
x = np.arange(6)
np.expand_dims(x, 0).base is x
x[None, :, None].squeeze().base is x
np.moveaxis(x.reshape(2, 3), 0, 1).base is x
x.reshape(3, 2).swapaxes(0, 1).base is x
x.reshape(2, 3).transpose(1, 0).base is x
np.squeeze(x.reshape(1, 6), 0).base is x
