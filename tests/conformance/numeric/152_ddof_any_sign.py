import numpy as np
# var divides by max(n - ddof, 0): a negative ddof enlarges the divisor
x = np.array([1.0, 2.0, 4.0, 7.0])
np.var(x), np.var(x, ddof=1), np.var(x, ddof=-1)
np.std(x, ddof=-2)
x.var(ddof=-1)
np.var(np.arange(6.0).reshape(2, 3), axis=1, ddof=-2)
np.std(np.arange(6.0).reshape(2, 3), axis=0, ddof=-1, keepdims=True)
np.var(x, ddof=4)
np.var(x, ddof=9)
np.var(x, correction=-1)
np.var(x, where=[True, True, False, True], ddof=-1)
