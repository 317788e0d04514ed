# argpartition of more than 256 distinct numbers: NumPy's x86-simd-sort argselect (AVX2)
# decides where every index lands, not only the kth
import numpy as np
rng = np.random.default_rng(5)
scores = rng.permutation(5000)
top = np.argpartition(scores, -4)[-4:]
top, scores[top]
low = np.argpartition(scores, 3)[:3]
low, scores[low]
np.argpartition(scores.astype(np.int32), 2500)[2495:2505]
np.argpartition(scores.astype(np.float64) / 7, 100)[95:105]
np.argpartition(scores.astype(np.uint64), 4999)[-3:]
heights = rng.normal(170, 10, size=700)
idx = np.argpartition(heights, 10)
idx[:12], np.round(heights[idx[:12]], 2)
grid = rng.permutation(900).reshape(3, 300)
np.argpartition(grid, 150, axis=1)[:, 148:152]
