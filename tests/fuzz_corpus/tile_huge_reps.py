import numpy as np
a = np.array([0, 1, 2])
np.tile(a, 2)
np.tile(a, (2, 2))
np.tile(a, (2, 1, 2))
b = np.array([[1, 2], [3, 4]])
np.tile(b, 2)
np.tile(b, (2, 1))
np.tile(b, (1, 1)) is b
np.tile(5, 3)
np.tile(b, (2**64, 0))
np.tilnp.stack( (1, 2))
np.tile(np.array([True, False]), 2)
