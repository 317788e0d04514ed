[i * i for i in range(5)]
[i for i in range(10) if i % 3 == 0]
[(i, j) for i in range(2) for j in range(2)]
{k: k * 2 for k in 'ab'}
[[0] * 2 for _ in range(2)]
import numpy as np
[v.shape for v in (np.zeros(2), np.zeros((1, 3)))]
[int(x) for x in np.arange(3)]
sum(i for i in range(4))
