# ndarray.fill: a 0-d array fills with its value cast as arrays cast; sequences are refused.
import numpy as np
z = np.zeros(3)
z.fill(np.array(3))
z
z.fill([1])
z.fill((2,))
z.fill(np.array([[1]]))
z.fill(2.5)
z
i = np.zeros(3, dtype=np.int8)
i.fill(np.array(300))
i
i.fill(np.array(2.7))
i
i.fill(np.float64(-1.5))
i
i.fill(300)
c = np.zeros(4, dtype=np.complex128)
c.fill(np.array(1 + 2j))
c
b = np.zeros(2, dtype=bool)
b.fill(np.array(0.5))
b
