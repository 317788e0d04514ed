import numpy as np
class MySubClass(np.ndarray):
    def __new__(cls, input_array, info=None):
        obj = np.asarray(input_array).view(cls)
        obj.info = info
        return obj

    def __array_finalize__(self, obj):
        if obj is None: return
        self.info = getattr(obj, 'info', None)

    def __array_wrap__(self, out_arr, context=None, return_scalar=False):
        print('wrap', repr(out_arr), context[0].__name__, context[2], return_scalar)
        return super().__array_wrap__(out_arr, context, return_scalar)
obj = MySubClass(np.arange(5), info='spam')
r = np.add(np.arange(5) + 1, obj)
r
r.info
r2 = obj + 10
r2
-obj
obj > 2
class Silly(np.ndarray):
    def __array_wrap__(self, arr, context=None, return_scalar=False):
        return 'I lost your data'
np.multiply(np.arange(3).view(Silly), 2)
np.arange(3).view(Silly) + 1
