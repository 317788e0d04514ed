import numpy as np
arr = np.array([np.inf, np.nan, 0])
with np.printoptions(nanstr="NAN", infstr="INF"):
    print(arr)
    arr
np.set_printoptions(nanstr='NaN', infstr='Infinity')
np.array([np.nan, -np.inf, 1.5])
np.array([np.inf, 2])
np.array([np.nan])
np.float64(np.nan), np.get_printoptions()['nanstr'], np.get_printoptions()['infstr']
np.set_printoptions(sign='+')
np.array([np.nan, np.inf, -1.0])
np.set_printoptions(edgeitems=3, infstr='inf', linewidth=75, nanstr='nan', precision=8,
                    suppress=False, threshold=1000, formatter=None, sign='-')
np.array([np.nan, np.inf])
np.get_printoptions()
