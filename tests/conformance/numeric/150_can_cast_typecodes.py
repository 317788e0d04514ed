# safe casting between type codes, long double, object, datetime and void among them
import numpy as np
np.dtype('n'), np.dtype('N'), np.dtype('p'), np.dtype('P')
codes = np.typecodes['All']
for a in 'bBdgGOMmV':
    print(a, ''.join('Y' if np.can_cast(a, b) else '.' for b in codes))
np.can_cast('i', 'g'), np.can_cast('g', 'd'), np.can_cast('D', 'G'), np.can_cast('g', 'F')
np.can_cast('m', 'M'), np.can_cast('Q', 'm'), np.can_cast('I', 'm'), np.can_cast('?', 'm')
np.can_cast('O', 'V'), np.can_cast('M', 'V'), np.can_cast('S', 'O'), np.can_cast('U', 'S')
