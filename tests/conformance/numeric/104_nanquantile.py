# nanpercentile and nanquantile: NaNs dropped lane by lane
import numpy as np
a = np.array([[10.0, 7.0, 4.0], [3.0, 2.0, 1.0]])
a[0][1] = np.nan
np.nanpercentile(a, 50)
np.nanpercentile(a, 50, axis=0)
np.nanpercentile(a, [25, 50], axis=1, keepdims=True)
np.nanquantile(a, 0.5, axis=1)
np.nanquantile([np.nan, np.nan], 0.5)
np.nanquantile([[np.nan, np.nan], [1.0, 2.0]], [0.1, 0.9], axis=1)
np.nanpercentile(np.arange(6), 40)
np.nanpercentile(np.array([1.0, np.nan, 3.0, 4.0], dtype=np.float32), 50)
np.nanpercentile(np.array([1.0, np.nan, 3.0, 4.0, 9.5, np.nan]), [0, 20, 100], method='hazen')
np.nanquantile(np.array([1.0, np.nan, 3.0, 4.0, 9.5, np.nan]), 0.4, method='nearest')
np.nanpercentile([1.0, 2.0], 120)
np.nanmedian(a), np.nanmedian(a, axis=0), np.nanmedian(a, axis=1, keepdims=True)
np.nanmedian([np.nan, 1.0, 2.0, np.nan, 4.0]), np.nanmedian([[np.nan, np.nan], [1.0, 2.0]], axis=1)
np.nanmedian(np.array([1.5, np.nan, 2.25, 9.0], dtype=np.float32)), np.nanmedian(np.arange(6))
np.nanmedian(np.array([1.0, np.nan, 3.0], dtype=np.float16)), np.nanmedian([[1.0, np.nan, 3.0]], axis=(0, 1))
