import numpy as np
i8 = np.array([1, 2], dtype=np.int8)
np.einsum('i,i', i8, np.array([100, 100], dtype=np.int8))
np.einsum('i,i', i8, np.array([1.5, 2]))
np.einsum('i,i', np.array([True, True]), np.array([True, False]))
np.einsum('i->', np.array([True, True]))
np.einsum('i', np.array([True, True]))
np.einsum('...,...', np.arange(3, dtype=np.int8), 2).dtype
np.einsum('...,...', np.arange(3, dtype=np.float32), 2.5).dtype
np.einsum('i,i', np.arange(3, dtype=np.uint8), np.arange(3, dtype=np.int8))
np.einsum('ij->i', np.arange(6).reshape(2, 3), dtype=float)
np.einsum('i,i', np.float32([0.5, 0.25]), np.float32([3, 5]))
np.einsum('i->', np.arange(3, dtype=np.uint8) * 100)
np.einsum('i->', np.arange(3.0), dtype=int)
np.einsum('i->', np.arange(3.0), dtype=int, casting='unsafe')
