# NumPy user guide basics.subclassing.rst (numpy/numpy@1f90bbb55e65), section "Slightly more realistic example - attribute added to existing array": its examples in order, by tools/teaching_suites.py
import numpy as np
class RealisticInfoArray(np.ndarray):

    def __new__(cls, input_array, info=None):
        # Input array is an already formed ndarray instance
        # We first cast to be our class type
        obj = np.asarray(input_array).view(cls)
        # add the new attribute to the created instance
        obj.info = info
        # Finally, we must return the newly created object:
        return obj

    def __array_finalize__(self, obj):
        # see InfoArray.__array_finalize__ for comments
        if obj is None: return
        self.info = getattr(obj, 'info', None)
arr = np.arange(5)
obj = RealisticInfoArray(arr, info='information')
type(obj)
obj.info
v = obj[1:]
type(v)
v.info
