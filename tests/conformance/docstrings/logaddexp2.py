# numpy.logaddexp2: the docstring's examples (NumPy 2.4.6), by tools/docstrings.py
import numpy as np
prob1 = np.log2(1e-50)
prob2 = np.log2(2.5e-50)
prob12 = np.logaddexp2(prob1, prob2)
prob1, prob2, prob12
2**prob12
