# Generated from lessons/11-contiguity.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view
c = np.arange(6).reshape(2, 3)
f = np.asfortranarray(c)
f
c.strides, f.strides
c.flags['C_CONTIGUOUS'], f.flags['F_CONTIGUOUS']
c.flags
c.T.flags['C_CONTIGUOUS'], c.T.flags['F_CONTIGUOUS']
s = c[:, ::2]
s.flags['C_CONTIGUOUS'], s.flags['F_CONTIGUOUS']
c[:1, :1].flags['C_CONTIGUOUS'], c[:1, :1].flags['F_CONTIGUOUS']
# task at line 58
fc = np.asfortranarray(c)
bool(np.array_equal(fc, c))
bool(fc.flags['F_CONTIGUOUS'])
bool(not fc.flags['C_CONTIGUOUS'])
fc.ravel(order='F')
np.shares_memory(fc.ravel(order='F'), fc)
np.shares_memory(fc.ravel(order='C'), fc)
# task at line 86
mem_order = fc.ravel(order='F')
bool(mem_order.ndim == 1)
bool(np.shares_memory(mem_order, fc))
bool(np.array_equal(mem_order, [0, 3, 1, 4, 2, 5]))
np.ascontiguousarray(c) is c
t = np.ascontiguousarray(c.T)
t.strides, t.flags['C_CONTIGUOUS'], np.shares_memory(t, c)
# task at line 118
st = np.arange(24).reshape(4, 6)[:, ::2]
ready = np.ascontiguousarray(st)
bool(ready.flags['C_CONTIGUOUS'])
bool(np.array_equal(ready, st))
