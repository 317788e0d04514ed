import numpy as np
range(3) + np.arange(3)
np.arange(3) * range(3)
range(3) + 1
np.add(range(4), 1.5)
np.float_power(range(6), 3)
np.float_power(np.array([-1, -4]), 1.5, dtype=complex)
np.power(np.array([-1., -4.]), 1.5, dtype=complex)
np.array([-1+0j, -4+0j]) ** 1.5
