import numpy as np
a = np.arange(12).reshape(3, 4)
for name, v in [('T', a.T), ('rev', a[::-1]), ('col', a[:, 1]), ('row', a[1]),
                ('ravelT', a.T.ravel()), ('F', np.asfortranarray(a)), ('sw', a.swapaxes(0, 1))]:
    f = v.flags
    print(name, f['C_CONTIGUOUS'], f['F_CONTIGUOUS'], f['OWNDATA'], f['WRITEABLE'], f['ALIGNED'])
