import numpy as np
np.sin
np.abs
np.absolute
np.mod
np.remainder
np.true_divide
np.bitwise_not
np.add
np.matmul
np.abs.__name__
np.mod.__name__
np.sin.nin, np.sin.nout, np.add.nin, np.divmod.nout
np.add.identity, np.multiply.identity, np.subtract.identity, np.logical_and.identity, np.logaddexp.identity
np.sin.identity is None
