# clip with two constant bounds is 'if x < min: min; if x > max: max' (clip.cpp), so a zero
# equal to a zero bound keeps its own sign; with one bound it is maximum or minimum
import numpy as np
for dt in [np.float32, np.float64, np.float16]:
    a = np.array([-0.0, 0.0, -1.0, 5.0, np.nan], dtype=dt)
    print(a.clip(0, 4), np.clip(a, 0.0, 4.0), np.clip(a, -0.0, 4), np.clip(a, 0, None), np.clip(a, -3, 0), np.clip(a, -0.0, -0.0))
b = np.array([[-0.0, 1.0], [0.0, -2.0]]).T
r = np.clip(b, 0, 3)
r, r.strides
np.clip(np.array([-0.0, 0.0]), np.float64(0), np.float32(1))
np.clip(np.array([-0.0, 0.0]), np.array(0.0), 1)
np.clip(np.arange(-2, 3), 0, 1)
np.clip(np.array([-0.0, 2.0]), 1, 0)
