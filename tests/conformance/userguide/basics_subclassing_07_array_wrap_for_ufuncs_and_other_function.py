# NumPy user guide basics.subclassing.rst (numpy/numpy@1f90bbb55e65), section "``__array_wrap__`` for ufuncs and other functions": its examples in order, by tools/teaching_suites.py
import numpy as np
class MySubClass(np.ndarray):

    def __new__(cls, input_array, info=None):
        obj = np.asarray(input_array).view(cls)
        obj.info = info
        return obj

    def __array_finalize__(self, obj):
        print('In __array_finalize__:')
        print('   self is %s' % repr(self))
        print('   obj is %s' % repr(obj))
        if obj is None: return
        self.info = getattr(obj, 'info', None)

    def __array_wrap__(self, out_arr, context=None, return_scalar=False):
        print('In __array_wrap__:')
        print('   self is %s' % repr(self))
        print('   arr is %s' % repr(out_arr))
        # then just call the parent
        return super().__array_wrap__(self, out_arr, context, return_scalar)
obj = MySubClass(np.arange(5), info='spam')
arr2 = np.arange(5)+1
ret = np.add(arr2, obj)
ret
ret.info
class SillySubClass(np.ndarray):

    def __array_wrap__(self, arr, context=None, return_scalar=False):
        return 'I lost your data'
arr1 = np.arange(5)
obj = arr1.view(SillySubClass)
arr2 = np.arange(5)
ret = np.multiply(obj, arr2)
ret
