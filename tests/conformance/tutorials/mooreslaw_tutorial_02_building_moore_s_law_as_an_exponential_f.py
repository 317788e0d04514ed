# numpy-tutorials content/mooreslaw-tutorial.md (numpy/numpy-tutorials@d8a82a1b792f), section "Building Moore's law as an exponential function": its examples in order, by tools/teaching_suites.py
import numpy as np
A_M = np.log(2) / 2
B_M = np.log(2250) - A_M * 1971
Moores_law = lambda year: np.exp(B_M) * np.exp(A_M * year)
ML_1971 = Moores_law(1971)
ML_1973 = Moores_law(1973)
print("In 1973, G. Moore expects {:.0f} transistors on Intels chips".format(ML_1973))
print("This is x{:.2f} more transistors than 1971".format(ML_1973 / ML_1971))
