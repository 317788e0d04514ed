# np.indices fills each plane with a broadcast arange (typed copy); a bool dtype refuses
# axes longer than 2, as arange does.
import numpy as np
np.indices((2, 3))
np.indices((2, 3), dtype=np.float32).strides
np.indices((3,), dtype=np.uint8)
np.indices((2, 0, 3)).shape
np.indices(())
np.indices((2, 2), sparse=True)
np.indices((4, 1, 2), dtype=bool)
np.indices((2, 1), dtype=bool)
