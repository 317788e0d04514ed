import numpy as np
def check_shape(a, shape):
    assert a.shape == shape, f'expected {shape}, got {a.shape}'
    return True
check_shape(np.zeros((2, 3)), (2, 3))
try:
    check_shape(np.zeros(3), (3, 1))
except AssertionError as e:
    print('assertion:', e)
try:
    undefined_name
except NameError as e:
    print(e)
try:
    np.arange(3).nonexistent
except AttributeError as e:
    print(e)
try:
    None + 1
except TypeError as e:
    print(e)
try:
    raise StopIteration
except Exception as e:
    print(repr(e))
try:
    raise ArithmeticError('custom arithmetic')
except ArithmeticError as e:
    print(e)
raise Exception('plain Exception')
