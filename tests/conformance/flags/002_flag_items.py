import numpy as np
a = np.arange(12).reshape(3, 4)
a.flags['C_CONTIGUOUS']
a.flags['F_CONTIGUOUS']
a.flags['OWNDATA']
a.flags['WRITEABLE']
a.flags['ALIGNED']
a.flags['WRITEBACKIFCOPY']
a.flags.c_contiguous
a.flags.f_contiguous
a.flags.owndata
a.flags.writeable
a.flags.aligned
a.base.flags.owndata
