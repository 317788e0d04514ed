# Python's array module: typed items checked as arraymodule.c checks them (its words), the
# repr, indexing and slicing, and np.array of it with the typecode's dtype
import array
import numpy as np
L = list(range(10))
A = array.array('i', L)
A
type(A)
len(A), A[1], A[-1], A[2:5], A[::-3], A.typecode, A.itemsize
A.tolist()
np.array(A)
np.asarray(array.array('f', [0.1, 2]))
array.array('d', [1, 2.5]), array.array('f', [0.1]), array.array('b'), array.array('B', b'ab')
array.array('i', (x * x for x in range(4))), array.array('d', range(3)), array.array('h', array.array('b', [1, -2]))
list(array.array('H', [1, 2])), sum(array.array('q', [5, 6]))
a = array.array('l', [1])
a.append(2)
a.extend([3, 4])
a.extend(array.array('l', [9]))
a
a.extend(array.array('i', [9]))
array.typecodes
for tc in 'bBhHiIlLqQfd':
    for v in [-2**70, 2**70, -1, 300, 70000, 2**33, 'x', 1.5, None]:
        try:
            r = array.array(tc, [v])
        except Exception as e:
            print(tc, repr(v), type(e).__name__, e)
array.array('x')
array.array('i', 'ab')
array.array(5)
array.array('i', 5)
A[10]
A['a']
a.append(1.5)
np.array(array.array('B', [1, 2]), dtype=float)
np.sum(A), np.mean(A)
