import numpy as np
a = np.arange(12).reshape(3, 4)
for name, v in [('T', a.T), ('row', a[1]), ('rev', a[:, ::-1]), ('flat', a.flatten()),
                ('fancy', a[[0, 2]]), ('bool', a[a > 5]), ('astype', a.astype(np.int32)),
                ('ravel', a.ravel()), ('ravelT', a.T.ravel()), ('reshape', a.reshape(4, 3))]:
    print(name, np.shares_memory(a, v), np.may_share_memory(a, v))
