d = {'a': 1, 'b': [2, 3]}
d
d['c'] = (4,)
d
len(d)
list(d.keys())
list(d.values())
list(d.items())
d.get('z')
d.get('z', 0)
'a' in d
{}
{1: 'one', 2.5: None, 'x': True}
import numpy as np
info = {'shape': np.arange(6).reshape(2, 3).shape, 'dtype': str(np.arange(1).dtype)}
info
