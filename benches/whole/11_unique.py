# np.unique on 8M int64 drawn from a seeded generator (the whole script, data creation included)
import numpy as np
x = np.random.default_rng(0).integers(0, 1000, 2**23)
u = np.unique(x)
print(u.size, u[:3], u[-3:])
