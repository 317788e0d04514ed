import numpy as np
np.round(2.5)
np.round(3.5)
np.round(3)
np.round([1.25, 2.675], 2)
np.around(np.array([15, 25, 351]), -1)
np.round(np.float32(2.567), 1)
np.round(np.array([0.5, 1.5, -0.5, -2.5]))
np.round(np.arange(5) / 3, 3)
np.around(123.456, -1)
out = np.zeros(2)
np.round([1.26, 3.14159], 1, out=out)
out
