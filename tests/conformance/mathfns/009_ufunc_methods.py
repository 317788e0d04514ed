import numpy as np
np.gcd.reduce(np.array([12, 18, 24]))
np.lcm.reduce(np.arange(1, 11))
np.lcm.accumulate(np.arange(1, 7))
np.logaddexp.reduce(np.array([1.0, 2.0, 3.0]))
np.logaddexp.accumulate(np.array([1.0, 2.0, 3.0], dtype=np.float32))
np.copysign.outer([1, 2], [-1, 1])
np.fmod.outer(np.arange(-3, 4), np.array([2, 3]))
np.heaviside.outer(np.array([-1.0, 0.0, 1.0]), np.array([0.0, 0.5]))
a = np.arange(5)
np.gcd.at(a, [0, 2, 4], 4)
a
b = np.arange(1, 6)
np.lcm.at(b, [0, 0, 1], 3)
b
np.float_power.reduce(np.array([2.0, 3.0, 2.0]))
