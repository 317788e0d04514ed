import numpy as np
print(np.arange(12).flags.owndata)
print(np.arange(12).reshape(3, 4).flags.owndata)
print(np.zeros(3).flags.owndata, np.ones(2).flags.owndata, np.array([1, 2]).flags.owndata)
a = np.arange(6)
print(a[1:].flags.owndata, a.copy().flags.owndata, a[[0, 1]].flags.owndata)
print(a.astype(np.float32).flags.owndata, a.view(np.int32).flags.owndata)
print(a.T.flags.owndata, np.ascontiguousarray(a[::2]).flags.owndata)
