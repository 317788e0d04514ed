# NumPy user guide basics.subclassing.rst (numpy/numpy@1f90bbb55e65), section "Simple example - adding an extra attribute to ndarray": its examples in order, by tools/teaching_suites.py
import numpy as np
class InfoArray(np.ndarray):

    def __new__(subtype, shape, dtype=np.float64, buffer=None, offset=0,
                strides=None, order=None, info=None):
        # Create the ndarray instance of our type, given the usual
        # ndarray input arguments.  This will call the standard
        # ndarray constructor, but return an object of our type.
        # It also triggers a call to InfoArray.__array_finalize__
        obj = super().__new__(subtype, shape, dtype,
                              buffer, offset, strides, order)
        # set the new 'info' attribute to the value passed
        obj.info = info
        # Finally, we must return the newly created object:
        return obj

    def __array_finalize__(self, obj):
        # ``self`` is a new object resulting from
        # ndarray.__new__(InfoArray, ...), therefore it only has
        # attributes that the ndarray.__new__ constructor gave it -
        # i.e. those of a standard ndarray.
        #
        # We could have got to the ndarray.__new__ call in 3 ways:
        # From an explicit constructor - e.g. InfoArray():
        #    obj is None
        #    (we're in the middle of the InfoArray.__new__
        #    constructor, and self.info will be set when we return to
        #    InfoArray.__new__)
        if obj is None: return
        # From view casting - e.g arr.view(InfoArray):
        #    obj is arr
        #    (type(obj) can be InfoArray)
        # From new-from-template - e.g infoarr[:3]
        #    type(obj) is InfoArray
        #
        # Note that it is here, rather than in the __new__ method,
        # that we set the default value for 'info', because this
        # method sees all creation of default objects - with the
        # InfoArray.__new__ constructor, but also with
        # arr.view(InfoArray).
        self.info = getattr(obj, 'info', None)
obj = InfoArray(shape=(3,)) # explicit constructor
type(obj)
obj.info is None
obj = InfoArray(shape=(3,), info='information')
obj.info
v = obj[1:] # new-from-template - here - slicing
type(v)
v.info
arr = np.arange(10)
cast_arr = arr.view(InfoArray) # view casting
type(cast_arr)
cast_arr.info is None
