# The pool commands check their parameters in PyTorch's order and words (Pool.h,
# AvgPool2d.cpp). NumPy runs the plain-NumPy definitions that :save writes.
import numpy as np
try:
    from stridelab import avg_pool1d, avg_pool2d, avg_pool2d_backward, max_pool1d, max_pool2d, max_pool2d_backward
except ImportError:
    exec(open('crates/eval/src/stridelab_defs.py').read())
x = np.arange(25.).reshape(1, 1, 5, 5)
# dilation widens the window, but pool2d_shape_check compares padding with half the kernel
max_pool2d(x, 2, stride=2, padding=2, dilation=3)
max_pool2d(x, 3, stride=1, padding=2, dilation=2)
max_pool2d(x, (2, 3), padding=(1, 2), dilation=2)
max_pool2d(x, 3, stride=2, padding=1, dilation=2)
max_pool1d(np.arange(9.), 2, padding=2, dilation=3)
max_pool2d_backward(np.ones((1, 1, 3, 3)), x, 2, stride=2, padding=2, dilation=3)
# half the effective kernel is checked first, per axis
max_pool2d(x, 2, padding=3, dilation=2)
# the divisor is checked before any output size
avg_pool2d(x, 2, divisor_override=0)
avg_pool2d(np.ones((1, 1, 1, 1)), 3, divisor_override=0)
avg_pool1d(np.ones(4), 2, divisor_override=0)
avg_pool2d_backward(np.ones((1, 1, 2, 2)), x, 2, divisor_override=0)
avg_pool2d(x, 2, divisor_override=3)
