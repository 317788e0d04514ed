# Comparison is element-wise in code point order; + concatenates
import numpy as np
a = np.array(['ab', 'c', 'B'])
a == 'c'
a != 'c'
a < 'b'
a >= np.array(['ab', 'd', 'A'])
a == 1
a == np.array([b'ab', b'c', b'B'])
a + '!'
a + a
'<' + a
b = np.array([b'x', b'yy'])
b + b'-'
a + 1
a - a
a * 2
a < 1
np.array(['a\0', 'a']) == 'a'
