import numpy as np
{x % 4 for x in range(10)}
{x * x for x in [-2, -1, 0, 1, 2]}
{n for n in range(20) if n % 3 == 0}
{a.ndim for a in [np.zeros(2), np.zeros((2, 2)), np.ones(3)]}
{int(v) for v in np.arange(5)}
sorted({5, 1, 4})
list({100, 1, 10})
sum({1, 2, 3})
