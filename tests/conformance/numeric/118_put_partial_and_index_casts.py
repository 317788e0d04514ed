# np.put: in raise mode the elements before a bad index are written (a contiguous target)
# or not (a non-contiguous one, written through a copy); index arrays must cast safely to
# intp, Python numbers and NumPy scalars convert; values cycle and may alias the target.
import numpy as np
a = np.zeros(5)
np.put(a, [0, 1, 9, 2], [1, 2, 3, 4])
a
b = np.zeros((3, 4))[:, ::2]
np.put(b, [0, 1, 9, 2], [1, 2, 3, 4])
b
np.put(b, [0, 1, 5, 2], [1, 2, 3, 4])
b
c = np.zeros(6, dtype=np.int16)
c.put(np.array([[5, 4], [3, -1]], dtype=np.uint8), np.array([1.7, -2.2, 70000]))
c
c.put([0, 1, 2], 9.9, mode='wrap')
c
c.put([10, -10, 3], [1, 2], mode='clip')
c
c.put(np.array([2**64 - 1], dtype=np.uint64), 5)
c
c.put(np.array([1.9, 2.9]), [7, 8])
c
c.put([[0, 1], [2, 3]], c[::-1])
c
c.put([0, 1, 2, 3, 4, 5], c[::-1][:3])
c
np.put(c, [], [1, 2])
np.put(c, [1], [])
c
np.put(c, [7], [])
np.put(np.zeros(0), [], [1])
np.put(np.zeros(0), [0], [1])
np.put(c, [1, 2], [1 + 1j])
c = np.zeros(6, dtype=np.int16)
c.put([1.7, 2.2], 5)
c
np.put(c, np.array([1, 2], dtype=np.int32), 6)
c
np.put(c, np.array([1, 2], dtype=np.uint32), 7)
c
np.put(c, np.array([True, False]), 8)
c
np.put(c, 3.0, 9)
c
np.put(c, np.float64(4.0), 9)
c
np.put(c, np.array(5.0), 9)
np.put(c, [np.uint64(5)], 1)
c
np.put(c, [2**63], 1)
c = np.zeros(6, dtype=np.int16)
np.put(c, np.float32(1), 1)
np.put(c, np.uint64(1), 1)
np.put(c, np.int8(1), 1)
c
np.put(c, [[1, 2], [3]], 1)
np.put(c, np.array([[5, 4], [3, 1]]).T, [1, 2, 3, 4])
c
np.put(c, True, 3)
c
