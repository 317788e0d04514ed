import numpy as np
class InfoArray(np.ndarray):
    def __new__(subtype, shape, dtype=float, buffer=None, offset=0,
                strides=None, order=None, info=None):
        obj = super().__new__(subtype, shape, dtype, buffer, offset, strides, order)
        obj.info = info
        return obj

    def __array_finalize__(self, obj):
        if obj is None: return
        self.info = getattr(obj, 'info', None)
obj = InfoArray(shape=(3,), info='information')
obj.fill(1.5)
obj
obj.info
obj[1:].info
(obj * 2).info
obj.sum()
type(obj.sum())
obj.sum().info
np.add(obj, 1)
obj.missing
getattr(obj, 'missing', 'default')
obj.info = 'changed'
obj[:2].info
np.arange(3).view(InfoArray).info is None
