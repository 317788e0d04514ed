import numpy as np
np.array([-1, 10, -100])
np.array([[-1, 2], [3, -40]])
print(np.array([[-1, 2], [3, -40]]))
np.array([[1.5, -2.0], [300.25, 4.0]])
np.arange(-5, 5).reshape(2, 5)
