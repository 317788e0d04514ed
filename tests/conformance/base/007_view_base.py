import numpy as np
x = np.arange(4)
v = x.view()
v.base is x
v is x
u = x.view(np.uint8)
u.base is x
u[::8].base is x
x.view(np.int32).reshape(2, 4).base is x
f = x.astype(np.float64)
f.base is None
f.view(np.int64).base is f
