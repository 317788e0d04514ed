# Legacy randint with array bounds: broadcast pairs drawn in C order for every dtype, a
# failed range check drawing nothing (the stream continues where it was)
import numpy as np
np.random.seed(3)
np.random.randint([1, 5, 10], [[20], [30]])
np.random.randint(0, [3, 300, 70000, 2**40], size=(2, 4))
np.random.randint([0, 1], 2, dtype=np.uint8)
np.random.randint([0, 1], 2, dtype=bool)
np.random.randint(np.arange(3)[:, None], 10, size=(2, 3, 4), dtype=np.int16)
np.random.randint([5], size=())
try:
    np.random.randint([1, 5], [3, 4])
except ValueError as e:
    print(e)
np.random.randint(1)
np.random.randint([[1, 2]], [[3], [4]], dtype=np.int32)
