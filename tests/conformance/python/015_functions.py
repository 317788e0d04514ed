def area(w, h=2):
    return w * h
area(3)
area(3, h=5)
def describe(a):
    return f'{a.shape} {a.strides}'
import numpy as np
describe(np.arange(4))
def nothing():
    pass
nothing()
print(nothing())
square = lambda v: v * v
square(9)
