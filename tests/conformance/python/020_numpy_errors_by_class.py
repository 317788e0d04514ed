import numpy as np
a = np.arange(6)
try:
    a.reshape(4)
except ValueError as e:
    print('ValueError:', e)
try:
    a.sum(axis=3)
except np.exceptions.AxisError as e:
    print('AxisError:', e)
try:
    a.sum(axis=3)
except ValueError as e:
    print('as ValueError:', type(e).__name__)
try:
    np.zeros((2, 2)).max(axis=-3)
except IndexError as e:
    print('as IndexError:', e)
try:
    a[10]
except IndexError as e:
    print(e)
try:
    a + np.ones(4)
except ValueError as e:
    print(e)
try:
    np.swapaxes(np.zeros((2, 3)), 0, 5)
except LookupError as e:
    print(repr(e))
