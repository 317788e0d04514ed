import numpy as np
np.arange(5, dtype=np.float16) / 3
np.array([1e-7, 1e4], dtype=np.float16)
np.array([0.1, 999], dtype=np.float16)
np.array([0.1, 1000], dtype=np.float16)
np.array([0.0001, 0.1], dtype=np.float16)
np.array([0.00009, 0.01], dtype=np.float16)
np.array([16992, 17008], dtype=np.float16)
np.array([16992], dtype=np.float16)
np.array([np.nan, np.inf, -np.inf, 1.5], dtype=np.float16)
np.array([65504, 6e-08], dtype=np.float16)
np.array([-0.0, 0.0, 1.0], dtype=np.float16)
np.linspace(0, 2, 9).astype(np.float16).reshape(3, 3)
print(np.array([0.1, 0.25, 3], dtype=np.float16))
np.arange(1200, dtype=np.float16)
bits = np.arange(0, 65536, 997, dtype=np.uint16).view(np.float16)
bits[:20]
bits[20:40]
bits[40:66]
