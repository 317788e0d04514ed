# numpy.arange: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.arange(0, 5, 0.5, dtype=int)
np.arange(-3, 3, 0.5, dtype=int)
power = 40
modulo = 10000
x1 = [(n ** power) % modulo for n in range(8)]
x2 = [(n ** power) % modulo for n in np.arange(8)]
print(x1)
print(x2)
import numpy as np
np.arange(3)
np.arange(3.0)
np.arange(3,7)
np.arange(3,7,2)
