import numpy as np
q
1 / 0
10 // 0
[1, 2, 3][5]
'a' + 1
int('x')
{'a': 1}['b']
(1, 2).append
None.shape
len(5)
