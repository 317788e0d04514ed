# A module's __name__ is its dotted import name.
import numpy as np
import math
from numpy.lib import stride_tricks
np.__name__
math.__name__
np.random.__name__
stride_tricks.__name__
np.lib.stride_tricks.__name__
f'{np.__name__} {np.__version__}'
