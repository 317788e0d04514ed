# numpy-tutorials content/tutorial-static_equilibrium.md (numpy/numpy-tutorials@d8a82a1b792f), section "Solving Equilibrium as a sum of moments": its examples in order, by tools/teaching_suites.py
import numpy as np
f = 5  # Force in newtons
L = 2  # Length of the pole
R = 0 - f
M = 0 - f * L
print("Reaction force =", R)
print("Reaction moment =", M)
