import numpy as np
h = np.ones(2, dtype=np.float16)
for t in [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float16, np.float32, np.float64]:
    print(t.__name__, (h + np.ones(2, dtype=t)).dtype, (np.ones(2, dtype=t) * h).dtype, (h - t(1)).dtype)
(h + 1).dtype, (h + 1.5).dtype, (h + True).dtype
(np.float16(2) + 3).dtype, (np.float16(2) + 1.5).dtype
np.float16(2.5) * np.int8(3)
np.float16(2.5) * np.int16(3)
np.float16(2.5) * np.float32(3)
np.float16(2.5) + np.float64(1)
np.arange(3, dtype=np.uint8) + np.float16(0.5)
(h < 2).dtype
np.maximum(h, np.int8(3))
np.arctan2(np.ones(2, np.int8), np.ones(2, np.int8))
np.hypot(np.full(2, 3, np.uint8), 4)
np.arctan2(np.ones(2, np.int16), np.ones(2, np.int8)).dtype
