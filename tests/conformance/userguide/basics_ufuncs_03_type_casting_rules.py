# NumPy user guide basics.ufuncs.rst (numpy/numpy@1f90bbb55e65), section "Type casting rules": its examples in order, by tools/teaching_suites.py
import numpy as np
mark = {False: ' -', True: ' Y'}
def print_table(ntypes):
    print('X ' + ' '.join(ntypes))
    for row in ntypes:
        print(row, end='')
        for col in ntypes:
            print(mark[np.can_cast(row, col)], end='')
        print()
print_table(np.typecodes['All'])
