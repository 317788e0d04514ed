import numpy as np
np.ma.array(np.arange(2000), mask=np.arange(2000) % 3 == 0)
np.ma.array(np.arange(2000))
print(np.ma.array(np.arange(2000.), mask=np.arange(2000) % 3 == 0))
np.ma.array(np.arange(40.) / 7, mask=np.arange(40) % 3 == 0)
np.ma.array(np.arange(300).reshape(150, 2), mask=np.arange(300).reshape(150, 2) % 7 == 0)
np.ma.array(np.arange(12).reshape(2, 3, 2), mask=np.arange(12).reshape(2, 3, 2) % 5 == 0)
np.ma.array([1+2j, 3j], mask=[0, 1])
np.ma.array([1, 2], dtype=np.uint8, mask=[0, 1])
np.ma.array([[1, 2]], dtype=np.uint8, mask=[[1, 1]]).max(axis=1)
np.ma.array([[1, 2]], dtype=np.uint8, mask=[[1, 1]]).max(axis=1).data
np.ma.array([1, 2], fill_value="a")
np.ma.array([1.5, 2.5], mask=[0, 1]).astype(int)
for v in np.ma.array([1, 2], mask=[0, 1]):
    print(v)
np.ma.array([[1, 2], [3, 4]], mask=[[0, 1], [0, 0]]).T
np.ma.masked_where(np.array([True, False, True]), [1, 2])
bool(np.ma.masked)
np.ma.masked * np.ma.masked
