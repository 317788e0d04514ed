# Results follow the operands' memory order (found by the numeric fuzzer).
import numpy as np
x = np.arange(6.).reshape(2, 3).T
(x + 1).strides, (-x).strides, (x * np.arange(2.)).strides
(x + 1).flags['F_CONTIGUOUS']
x.sum(axis=1, keepdims=True).strides
x.cumsum(axis=0).strides
t = np.arange(24.).reshape(2, 3, 4).T
t.sum(axis=1).strides, t.sum(axis=1, keepdims=True).strides
t.max(axis=(0, 2), keepdims=True).strides
np.argmax(t, axis=1).strides
c = np.arange(12).reshape(3, 4)
(c + c).strides, (c[:, ::2] * 2).strides, (c[::-1] + 1).strides
