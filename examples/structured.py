# Structured arrays: each field is a view into the same records, at its byte offset.
import numpy as np
pts = np.array([(1, 0.5), (2, 1.5), (3, 2.5)], dtype=[('id', 'i4'), ('w', 'f8')])
pts.itemsize, pts.strides
explain(pts['w'])
w = pts['w']
w[0] = 9.0
pts
mem(pts['id'])
mem(w)
overlap(pts['id'], w)
tail = pts[1:]
tw = tail['w']
tw.base is pts
