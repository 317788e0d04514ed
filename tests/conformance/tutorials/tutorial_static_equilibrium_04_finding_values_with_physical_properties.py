# numpy-tutorials content/tutorial-static_equilibrium.md (numpy/numpy-tutorials@d8a82a1b792f), section "Finding values with physical properties": its examples in order, by tools/teaching_suites.py
import numpy as np
poleBase = np.array([0, 0, 0])
cordBase = np.array([3, 0, 0])
cordConnection = np.array([0, 0, 2])
poleDirection = cordConnection - poleBase
print("Pole direction =", poleDirection)
cordDirection = cordBase - cordConnection
print("Cord direction =", cordDirection)
cordUnit = cordDirection / np.linalg.norm(cordDirection)
print("Cord unit vector =", cordUnit)
cordTension = 5
forceCord = cordUnit * cordTension
print("Force from the cord =", forceCord)
momentCord = np.cross(forceCord, poleDirection)
print("Moment from the cord =", momentCord)
equilibrium = np.array([0, 0, 0])
R = equilibrium - forceCord
M = equilibrium - momentCord
print("Reaction force =", R)
print("Reaction moment =", M)
