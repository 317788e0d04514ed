import numpy as np
a = np.arange(6).reshape(2, 3)
a.tolist()
type(a.tolist()).__name__
type(a.tolist()[0][0]).__name__
np.array([1.5, 2.0]).tolist()
np.array(3).tolist()
a.item(4)
a.item(1, 2)
a.item(-1)
type(a.item(0)).__name__
np.array([2.5]).item()
np.array([True]).item()
a.item()
a.item(6)
