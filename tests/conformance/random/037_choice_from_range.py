# choice takes any sequence as its population (np.array(a, ndmin=1)), a range included.
import numpy as np
np.random.seed(0)
np.random.choice(range(10), 3)
np.random.choice(range(2, 20, 3), size=(2, 2))
np.random.choice(range(5), 3, replace=False)
np.random.choice(range(4), 5, p=[0.1, 0.2, 0.3, 0.4])
np.random.choice(range(0), 1)
rng = np.random.default_rng(0)
rng.choice(range(10), 3)
rng.choice(range(3, 9), size=4, replace=False)
