import numpy as np
class C(np.ndarray):
    def double(self):
        return self * 2
    def describe(self):
        return 'C of shape %s' % (self.shape,)
arr = np.arange(12.0)
c = arr.view(C)
v = c[2:10]
v.base is c, c.base is arr
w = v[1:]
w.base is v
p = v.view(np.ndarray)
p.base is v
c.double()
c.reshape(3, 4).describe()
c.reshape(3, 4)
c.mean(), c.max(), c.argmax()
c.tolist()[:3]
np.sqrt(c[:4])
c[[1, 2]]
c[c > 8]
c.astype(np.int32)[:3]
len(c), c.ndim, c.size
np.array(c, subok=True)[:2]
np.array(c)[:2]
