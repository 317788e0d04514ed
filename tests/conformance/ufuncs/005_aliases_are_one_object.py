# a ufunc bound under two names is one object: `is` holds and the repr is the canonical name
import numpy as np
np.abs is np.absolute
np.abs
np.mod is np.remainder
np.mod
np.true_divide is np.divide
np.true_divide
np.bitwise_not is np.invert
np.bitwise_not
np.abs is np.negative
np.add is np.add
np.add is np.subtract
np.abs.__name__, np.mod.__name__
np.mod.reduce(np.array([17, 5, 3])), np.remainder.reduce(np.array([17, 5, 3]))
np.abs == np.absolute
np.add == np.add, np.add != np.add, np.add == np.subtract
np.reshape == np.reshape, np == np
def f(): pass
f == f, [f] == [f]
