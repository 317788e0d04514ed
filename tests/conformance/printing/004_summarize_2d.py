import numpy as np
a = np.arange(2000).reshape(40, 50)
a
print(a)
np.arange(1200).reshape(2, 600)
np.arange(3000).reshape(10, 10, 30)
