# NumPy arrays have at most 64 dimensions (NPY_MAXDIMS); each entry point names the limit its own way
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
n = []
for i in range(40):
    n = [n]
np.array(n).shape
n = 1
for i in range(64):
    n = [n]
a = np.array(n)
a.ndim
a.sum()
n = [n]
try:
    np.array(n)
except ValueError as e:
    print(e)
z = []
for i in range(64):
    z = [z]
try:
    np.array(z)
except ValueError as e:
    print(e)
np.zeros((1,) * 64).ndim
try:
    np.zeros((1,) * 65)
except ValueError as e:
    print(e)
try:
    np.ones((2,) * 65)
except ValueError as e:
    print(e)
c = np.zeros((1,) * 40)
try:
    c[(None,) * 30]
except IndexError as e:
    print(e)
try:
    c[..., None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
except IndexError as e:
    print(e)
try:
    as_strided(np.arange(2), (1,) * 65, (0,) * 65)
except ValueError as e:
    print(e)
try:
    sliding_window_view(np.zeros((1,) * 33), (1,) * 33)
except ValueError as e:
    print(e)
try:
    np.arange(2).reshape((1,) * 64 + (2,))
except ValueError as e:
    print(e)
try:
    np.broadcast_to(np.arange(2), (1,) * 64 + (2,))
except ValueError as e:
    print(e)
np.broadcast_to(np.arange(2), (1,) * 63 + (2,)).strides[-3:]
