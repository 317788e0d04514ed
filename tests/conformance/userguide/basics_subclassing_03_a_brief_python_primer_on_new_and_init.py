# NumPy user guide basics.subclassing.rst (numpy/numpy@1f90bbb55e65), section "A brief Python primer on ``__new__`` and ``__init__``": its examples in order, by tools/teaching_suites.py
import numpy as np
class C:
    def __new__(cls, *args):
        print('Cls in __new__:', cls)
        print('Args in __new__:', args)
        # The `object` type __new__ method takes a single argument.
        return object.__new__(cls)
    def __init__(self, *args):
        print('type(self) in __init__:', type(self))
        print('Args in __init__:', args)
c = C('hello')
class D(C):
    def __new__(cls, *args):
        print('D cls is:', cls)
        print('D args in __new__:', args)
        return C.__new__(C, *args)

    def __init__(self, *args):
        # we never get here
        print('In D __init__')
obj = D('hello')
type(obj)
