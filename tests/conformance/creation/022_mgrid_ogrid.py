import numpy as np
np.mgrid[0:5, 0:3]
np.mgrid[0:3, 0:4].shape
np.mgrid[-1:1:0.5, 0:2]
np.mgrid[0:5]
np.mgrid[2:]
np.mgrid[0.5:3]
np.mgrid[:]
np.mgrid[0:5,]
np.mgrid[()]
np.mgrid[5:0, 0:2]
np.mgrid[0:3:-1, 0:2]
np.mgrid[np.int8(0):np.int8(2), np.int8(0):np.int8(3)]
np.mgrid[0:6:2, 1:7:3]
np.mgrid[0:1:0.25, 0:2]
x, y = np.ogrid[:3, :4]
x
y
x.shape, y.shape
x.strides, y.strides
x.flags.owndata
x + y
np.ogrid[0:1:0.25, np.int8(0):np.int8(2)]
np.ogrid[5:0, 0:2]
np.ogrid[0:5,]
np.ogrid[()]
np.ogrid[-1:-7:-2, 1:3]
np.ogrid[0:5]
type(np.ogrid[0:3, 0:2])
np.mgrid[0:5:0]
np.mgrid[0:5:0, 1:2]
np.mgrid[0:5:0.0, 1:2]
np.mgrid[0:5, :]
np.mgrid[0:5, 3]
np.mgrid[3]
np.mgrid['a':'b', 0:2]
np.mgrid[0:float('inf'), 0:2]
np.mgrid[0:float('nan'), 0:2]
np.ogrid[None]
np.mgrid(3)
np.ogrid(3)
