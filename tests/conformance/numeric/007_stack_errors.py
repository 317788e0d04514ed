import numpy as np
a = np.arange(6).reshape(2, 3)
np.stack(())
np.stack((a, a.T))
np.stack((a, a), axis=3)
np.stack((a, a), axis=-4)
np.stack([a, np.arange(3)])
