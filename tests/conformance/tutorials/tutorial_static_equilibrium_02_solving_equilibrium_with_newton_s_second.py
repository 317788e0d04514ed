# numpy-tutorials content/tutorial-static_equilibrium.md (numpy/numpy-tutorials@d8a82a1b792f), section "Solving equilibrium with Newton's second law": its examples in order, by tools/teaching_suites.py
import numpy as np
forceA = np.array([1, 0, 0])
forceB = np.array([0, 1, 0])
print("Force A =", forceA)
print("Force B =", forceB)
x, y, z = np.array([0, 0, 0])  # defining the point of application.  Make it the origin
u, v, w = forceA  # breaking the force vector into individual components
u, v, w = forceB
forceC = forceA + forceB
print("Force C =", forceC)
x, y, z = np.array([0, 0, 0])
u, v, w = forceA
u, v, w = forceB
u, v, w = forceC
R = np.array([-1, -1, 0])
x, y, z = np.array([0, 0, 0])
u, v, w = forceA + forceB + R  # add them all together for sum of forces
