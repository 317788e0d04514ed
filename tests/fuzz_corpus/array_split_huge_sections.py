# numpy.array_split: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
x = np.arange(8.0)
np.array_split(x, 3)
try:
    x = np.arange(9)
except Exception as e:
    print(type(e).__name__)
np.array_split(x, 2**31)
