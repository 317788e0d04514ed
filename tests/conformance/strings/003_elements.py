# Elements are np.str_ / np.bytes_, subclasses of str and bytes; trailing NULs are dropped
import numpy as np
a = np.array(['apple', 'fig', ''])
a[0]
print(a[0])
type(a[0]).__name__
a[0] == 'apple', a[0] + '!', a[0].upper(), len(a[1])
a[-1], len(a[-1])
x = [b'hello\0\0', b'world']
s = np.array(x, dtype='S7')
s[0]
print(s[0])
s[0] == x[0]
s.tobytes()
np.array(['hello', 'world'], dtype='S7').tobytes()
a.tolist()
list(a)
a[1:].tolist()
np.str_('x'), np.bytes_(b'y'), np.str_(5)
{a[1]: 1}['fig']
