import numpy as np
np.random.seed(9)
p = [0.1, 0, 0.3, 0.6, 0]
np.random.choice(5, 10, p=p)
np.random.choice(5, 3, replace=False, p=p)
np.random.choice(5, p=p)
np.random.choice([10, 20, 30], 6, p=[0.5, 0.25, 0.25])
np.random.choice(4, (2, 2), p=np.array([0.25, 0.25, 0.25, 0.25]))
np.random.choice(3, 2, replace=False, p=(0.2, 0.3, 0.5))
np.random.choice(5, 0, replace=False, p=p)
