# numpy.set_printoptions: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
np.set_printoptions(precision=4)
np.array([1.123456789])
np.set_printoptions(threshold=5)
np.arange(10)
eps = np.finfo(float).eps
x = np.arange(4.)
x**2 - (x + eps)**2
np.set_printoptions(suppress=True)
x**2 - (x + eps)**2
np.set_printoptions(formatter={'all':lambda x: 'int: '+str(-x)})
x = np.arange(3)
x
np.set_printoptions()  # formatter gets reset
x
np.set_printoptions(edgeitems=3, infstr='inf',
linewidth=75, nanstr='nan', precision=8,
suppress=False, threshold=1000, formatter=None)
with np.printoptions(precision=2, suppress=True, threshold=5):
    np.linspace(0, 10, 10)
