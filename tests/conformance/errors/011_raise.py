import numpy as np
raise ValueError('custom message')
raise IndexError('out of range here')
raise TypeError
raise RuntimeError('with a number 42')
print('still here')
