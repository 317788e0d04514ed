# A NumPy scalar's methods run on a 0-d array and give a 0-d result back as a scalar
# (scalartypes.c.src, gentype_generic_method); results with dimensions stay arrays.
import numpy as np
s = np.uint8(3)
s.copy()
type(s.copy()).__name__
s.astype(float)
s.view(np.int8)
s.transpose()
s.squeeze()
s.reshape(())
s.reshape(1)
s.flatten()
s.repeat(2)
s.clip(0, 2)
s.take(0)
s.sum()
s.max()
s.mean()
s.argmax()
s.all()
s.T
s.item(), s.tolist()
x = np.arange(3.0)
x[1].copy()
type(x[1].copy()).__name__
x[1].copy(order='F')
np.float32(2.5).astype(np.float16)
