# np.s_ and np.index_exp build index keys: the key itself, or always a tuple
import numpy as np
np.s_[2::2]
np.s_[1:3, ..., None]
np.index_exp[2::2]
np.index_exp[1, 2]
np.s_[[1, 2]]
a = np.arange(10).reshape(2, 5)
a[np.s_[:, ::2]]
np.delete(np.arange(12).reshape(3, 4), np.s_[::2], 1)
np.s_()
