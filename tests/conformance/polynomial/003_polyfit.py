import numpy as np
x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([0.0, 0.8, 0.9, 0.1, -0.8, -1.0])
z = np.polyfit(x, y, 3)
z
np.polyfit(x, y, 1)
np.polyfit(x, np.stack([y, 2 * y], axis=1), 2)
c, res, rank, sv, rc = np.polyfit(x, y, 2, full=True)
res
rank
sv
rc
np.polyfit(x, y, 2, w=np.linspace(1, 2, 6))
np.polyfit(np.array([0, 1, 2], dtype=np.float32), np.array([1, 3, 5], dtype=np.float32), 1)
years = np.array([1971, 1972, 1974, 1979, 1982, 1985, 1989, 1993, 1997, 2000])
np.polyfit(years, np.log10([2300, 3500, 6000, 29000, 134000, 275000, 1200000, 3100000, 7500000, 42000000]), 1)
np.polyfit(x, y, -1)
np.polyfit([[1, 2]], [1, 2], 1)
np.polyfit([], [], 1)
np.polyfit(x, y[:3], 1)
np.polyfit(x, np.ones((6, 2, 2)), 1)
np.polyfit(x, y, 1, w=[1, 2])
np.polyfit(x, y, 1, w=[[1, 2]])
c, res, rank, sv, rc = np.polyfit(np.array([0, 1, 2], dtype=np.float32), [1, 3, 4], 1, full=True)
rc
