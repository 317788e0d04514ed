# fuzz seed 1795506834 (CI run on fc67d0c): a dict holding itself overflowed the native stack in repr
d = {'a': 1, 'b': [2, 3]}
d
d['c(((((((((((((((((((((((((('] = d
len(d)
list(d.keys())
try:
    list(d.values())
except Exception as e:
    print(type(e).__name__)
list(d.items())
d.get('z')
d.get('z', float('inf'))
'a' in d
{}
{1: 'one', 2.5: None, 'x': True}
import numpy as np
info = {'shape': np.arange(6).reshape(2, 3).shape, 'dtype': str(np.arange(1).dtype)}
info
