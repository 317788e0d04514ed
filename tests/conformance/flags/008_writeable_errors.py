import numpy as np
a = np.arange(4)
b = a[::2]
a.flags.writeable = False
b.flags.writeable = True
b.flags.writeable
w = np.broadcast_to(np.arange(3), (2, 3))
w.flags.writeable = True
w.flags['WRITEABLE']
