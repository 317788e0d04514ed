# take of an empty array whose data pointer lies past its buffer (a column of nonzero's
# result for an all-zero input) gives an empty result.
import numpy as np
x = np.zeros((1, 1, 2), dtype=np.int32)
c = np.nonzero(x)[-1]
c.take([])
np.take(c, [], axis=0)
c.take([0])
