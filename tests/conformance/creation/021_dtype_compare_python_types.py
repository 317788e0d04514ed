import numpy as np
i = np.arange(4)
f = np.linspace(0, 1, 3)
b = i > 1
i.dtype == int
i.dtype == float
f.dtype == float
b.dtype == bool
b.dtype == int
i.dtype != int
f.dtype != int
float == f.dtype
i.dtype in (int, float)
f.dtype in (int, float)
b.dtype in (int, float)
f.dtype == None
i.dtype == None
np.dtype('float32') == float
