import numpy as np
np.mgrid[-1:1:5j]
np.ogrid[-1:1:5j]
np.mgrid[0:4:3j, 0:1:2j]
np.ogrid[0:4:3j, 0:5]
np.mgrid[0:4:1j]
np.mgrid[0:5:4j, 1:3]
np.mgrid[0:4:np.complex64(3j)]
np.mgrid[0:4:0j]
