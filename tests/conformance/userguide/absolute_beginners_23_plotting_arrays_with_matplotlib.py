# NumPy user guide absolute_beginners.rst (numpy/numpy@1f90bbb55e65), section "Plotting arrays with Matplotlib": its examples in order, by tools/teaching_suites.py
import numpy as np
a = np.array([2, 1, 5, 7, 4, 6, 8, 14, 10, 9, 18, 20, 22])
x = np.linspace(0, 5, 20)
y = np.linspace(0, 10, 20)
X = np.arange(-5, 5, 0.15)
Y = np.arange(-5, 5, 0.15)
X, Y = np.meshgrid(X, Y)
R = np.sqrt(X**2 + Y**2)
Z = np.sin(R)
