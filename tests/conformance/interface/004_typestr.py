import numpy as np
for dt in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.float32, np.float64, np.bool_]:
    d = np.zeros(2, dtype=dt).__array_interface__
    print(d['typestr'], d['descr'])
np.zeros(2, dtype=np.uint32).__array_interface__['typestr']
np.zeros(2, dtype=np.uint64).__array_interface__['descr']
