# Saved from a stridelab session; runs unchanged under Python with NumPy.
import numpy as np
from numpy.lib.stride_tricks import as_strided, sliding_window_view

# stridelab's commands used in this session, in plain NumPy:
def _pool_pair(v, n):
    """An int or a tuple of n ints (a 1-tuple repeats) as a tuple of n ints."""
    if isinstance(v, int):
        return (v,) * n
    v = tuple(v)
    return v * n if len(v) == 1 else v


def _pool_out_len(size, k, s, p, d, ceil_mode):
    """PyTorch's output length; with ceil_mode the last window must start inside the
    input or the left padding."""
    out = (size + 2 * p - d * (k - 1) - 1 + (s - 1 if ceil_mode else 0)) // s + 1
    if ceil_mode and (out - 1) * s >= size + p:
        out -= 1
    return out


def _pool_taps(o, size, k, s, p, d):
    """The input positions of window o that are inside the input (padding dropped)."""
    return [i for i in range(o * s - p, o * s - p + d * k, d) if 0 <= i < size]


def _pool_check_params(nd, k, s, p, d):
    """The parameter checks, in PyTorch's order and words (Pool.h)."""
    for i in range(nd):
        if s[i] == 0:
            raise ValueError("stride should not be zero")
        if p[i] < 0:
            raise ValueError(f"pad must be non-negative, but got pad: {p[i]}")
        if k[i] > 0 and d[i] > 0 and p[i] > ((k[i] - 1) * d[i] + 1) // 2:
            raise ValueError("pad should be at most half of effective kernel size, but got "
                             f"pad={p[i]}, kernel_size={k[i]} and dilation={d[i]}")
    for what, v, h, w in [("kernel size", k, "kH", "kW"), ("stride", s, "dH", "dW"),
                          ("dilation", d, "dilationH", "dilationW")]:
        if any(e <= 0 for e in v):
            got = f"{h}: {v[0]} {w}: {v[1]}" if nd == 2 else f"{w}: {v[0]}"
            raise ValueError(f"{what} should be greater than zero, but got {got}")


def _pool_setup(x, nd, kernel_size, stride, padding, dilation, ceil_mode, name):
    """Per pooled axis (height first): (size, k, s, p, d, out); for 1-D a unit height.
    Raises what the command raises for bad parameters, too small an input, or a window
    that lies entirely in the padding."""
    k = _pool_pair(kernel_size, nd)
    s = k if stride is None else _pool_pair(stride, nd)
    p = _pool_pair(padding, nd)
    d = _pool_pair(dilation, nd)
    _pool_check_params(nd, k, s, p, d)
    if not nd <= x.ndim <= nd + 2:
        want = "2-D, 3-D or 4-D" if nd == 2 else "1-D, 2-D or 3-D"
        raise ValueError(f"{name}: expected a {want} array, but got a {x.ndim}-D array")
    if any(p[i] > k[i] // 2 for i in range(nd)):
        kh, ph = (k[0], p[0]) if nd == 2 else (1, 0)
        raise ValueError("pad should be smaller than or equal to half of kernel size, but got "
                         f"padW = {p[-1]}, padH = {ph}, kW = {k[-1]}, kH = {kh}")
    sizes = x.shape[-nd:]
    axes = [(n, k[i], s[i], p[i], d[i], _pool_out_len(n, k[i], s[i], p[i], d[i], ceil_mode))
            for i, n in enumerate(sizes)]
    if nd == 1:
        axes = [(1, 1, 1, 0, 1, 1)] + axes
    if any(a[5] < 1 or a[0] == 0 for a in axes):
        lead = f"{int(np.prod(x.shape[:-nd]))}x" if x.ndim > nd else ""
        given = "x".join(str(a[0]) for a in axes[2 - nd:])
        calc = "x".join(str(a[5]) for a in axes[2 - nd:])
        raise ValueError(f"Given input size: ({lead}{given}). Calculated output size: ({lead}{calc}). "
                         "Output size is too small")
    for (n, kk, ss, pp, dd, out), what in zip(axes, ["row", "column"]):
        for o in range(out):
            if not _pool_taps(o, n, kk, ss, pp, dd):
                taps = ", ".join(str(o * ss - pp + i * dd) for i in range(kk))
                extent = "height" if what == "row" else "width"
                raise ValueError(f"{name}: the window of output {what} {o} lies entirely in the padding "
                                 f"(its taps are input {what}s {taps}; the input's {extent} is {n}); "
                                 "use less padding or dilation")
    return axes


def _pool_planes(x, nd):
    """x as (planes, H, W) and the leading shape to restore."""
    lead = x.shape[:x.ndim - nd]
    h = x.shape[-2] if nd == 2 else 1
    return x.reshape((-1, h, x.shape[-1])), lead


def _pool_winner(win):
    """Index of the winning tap of each row: the first maximum, but a NaN always takes
    over (PyTorch's `val > max or isnan(val)`), so the last NaN when there are NaNs."""
    k = np.argmax(win, axis=-1)
    if win.dtype.kind == 'f':
        nan = np.isnan(win)
        last_nan = win.shape[-1] - 1 - np.argmax(nan[:, ::-1], axis=-1)
        k = np.where(nan.any(axis=-1), last_nan, k)
    return k


def _max_pool_nd(x, nd, kernel_size, stride, padding, dilation, ceil_mode, name):
    """Max values and flat indices (within each plane), shaped like the output."""
    x = np.asarray(x)
    (H, kh, sh, ph, dh, Ho), (W, kw, sw, pw, dw, Wo) = _pool_setup(x, nd, kernel_size, stride, padding, dilation, ceil_mode, name)
    planes, lead = _pool_planes(x, nd)
    out = np.zeros((planes.shape[0], Ho, Wo), dtype=x.dtype)
    idx = np.zeros((planes.shape[0], Ho, Wo), dtype=np.int64)
    for i in range(Ho):
        rows = _pool_taps(i, H, kh, sh, ph, dh)
        for j in range(Wo):
            cols = _pool_taps(j, W, kw, sw, pw, dw)
            flat = np.array([r * W + c for r in rows for c in cols])
            win = planes.reshape(planes.shape[0], H * W)[:, flat]
            k = _pool_winner(win)
            idx[:, i, j] = flat[k]
            out[:, i, j] = win[np.arange(win.shape[0]), k]
    shape = lead + ((Ho, Wo) if nd == 2 else (Wo,))
    return out.reshape(shape), idx.reshape(shape)


def _avg_pool_nd(x, nd, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, name):
    x = np.asarray(x)
    if divisor_override is not None and divisor_override == 0:
        raise ValueError("divisor must be not zero")
    (H, kh, sh, ph, _, Ho), (W, kw, sw, pw, _, Wo) = _pool_setup(x, nd, kernel_size, stride, padding, 1, ceil_mode, name)
    planes, lead = _pool_planes(x, nd)
    out = np.zeros((planes.shape[0], Ho, Wo))
    div = np.zeros((Ho, Wo))
    for i in range(Ho):
        rows = _pool_taps(i, H, kh, sh, ph, 1)
        for j in range(Wo):
            cols = _pool_taps(j, W, kw, sw, pw, 1)
            if divisor_override:
                div[i, j] = divisor_override
            elif count_include_pad:
                # the window clipped to the padded input: padding counts, a ceil overhang not
                div[i, j] = (min(i * sh - ph + kh, H + ph) - (i * sh - ph)) * (min(j * sw - pw + kw, W + pw) - (j * sw - pw))
            else:
                div[i, j] = len(rows) * len(cols)
            total = np.zeros(planes.shape[0])
            for r in rows:
                for c in cols:
                    total = total + planes[:, r, c]
            out[:, i, j] = total / div[i, j]
    shape = lead + ((Ho, Wo) if nd == 2 else (Wo,))
    dtype = x.dtype if x.dtype.kind == 'f' else np.float64
    return out.astype(dtype).reshape(shape), div


def _max_pool_backward_nd(grad_output, x, nd, kernel_size, stride, padding, dilation, ceil_mode, name):
    """Each output's gradient added to its window's winner; overlaps accumulate."""
    grad_output = np.asarray(grad_output)
    _, idx = _max_pool_nd(x, nd, kernel_size, stride, padding, dilation, ceil_mode, name)
    planes, lead = _pool_planes(np.asarray(x), nd)
    n, size = planes.shape[0], planes.shape[1] * planes.shape[2]
    grad = np.zeros((n, size), dtype=grad_output.dtype)
    g = grad_output.reshape(n, -1)
    flat = idx.reshape(n, -1)
    for q in range(n):
        np.add.at(grad[q], flat[q], g[q])
    return grad.reshape(np.shape(x))


def _avg_pool_backward_nd(grad_output, x, nd, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, name):
    """Each output's gradient divided by its divisor, added to every input of its window."""
    x = np.asarray(x)
    if divisor_override is not None and divisor_override == 0:
        raise ValueError("divisor must be not zero")
    (H, kh, sh, ph, _, Ho), (W, kw, sw, pw, _, Wo) = _pool_setup(x, nd, kernel_size, stride, padding, 1, ceil_mode, name)
    _, div = _avg_pool_nd(np.zeros(x.shape), nd, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, name)
    planes, lead = _pool_planes(x, nd)
    g = np.asarray(grad_output, dtype=np.float64).reshape(planes.shape[0], Ho, Wo)
    grad = np.zeros(planes.shape)
    for i in range(Ho):
        for j in range(Wo):
            for r in _pool_taps(i, H, kh, sh, ph, 1):
                for c in _pool_taps(j, W, kw, sw, pw, 1):
                    grad[:, r, c] += g[:, i, j] / div[i, j]
    return grad.reshape(x.shape)

def max_pool2d(x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    out, idx = _max_pool_nd(x, 2, kernel_size, stride, padding, dilation, ceil_mode, "max_pool2d")
    return (out, idx) if return_indices else out

def max_pool1d(x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    out, idx = _max_pool_nd(x, 1, kernel_size, stride, padding, dilation, ceil_mode, "max_pool1d")
    return (out, idx) if return_indices else out

def avg_pool2d(x, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    return _avg_pool_nd(x, 2, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, "avg_pool2d")[0]

def max_pool2d_backward(grad_output, x, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    return _max_pool_backward_nd(grad_output, x, 2, kernel_size, stride, padding, dilation, ceil_mode, "max_pool2d_backward")

def avg_pool2d_backward(grad_output, x, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    return _avg_pool_backward_nd(grad_output, x, 2, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, "avg_pool2d_backward")

def avg_pool1d_backward(grad_output, x, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    return _avg_pool_backward_nd(grad_output, x, 1, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, "avg_pool1d_backward")

def unfold(x, kernel_size, dilation=1, padding=0, stride=1):
    """im2col: row (c*kh + i)*kw + j, column oh*Wo + ow; padded taps read 0."""
    x = np.asarray(x)
    kh, kw = _pool_pair(kernel_size, 2)
    dh, dw = _pool_pair(dilation, 2)
    ph, pw = _pool_pair(padding, 2)
    sh, sw = _pool_pair(stride, 2)
    H, W = x.shape[-2:]
    Ho, Wo = _pool_out_len(H, kh, sh, ph, dh, False), _pool_out_len(W, kw, sw, pw, dw, False)
    xp = np.pad(x, [(0, 0)] * (x.ndim - 2) + [(ph, ph), (pw, pw)])
    cols = []
    for i in range(kh):
        for j in range(kw):
            tap = xp[..., i * dh:i * dh + sh * (Ho - 1) + 1:sh, j * dw:j * dw + sw * (Wo - 1) + 1:sw]
            cols.append(tap.reshape(x.shape[:-2] + (Ho * Wo,)))
    out = np.stack(cols, axis=-2)
    return out.reshape(x.shape[:-3] + (x.shape[-3] * kh * kw, Ho * Wo))

def fold(x, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """col2im: every column added back into its window's positions, padding dropped."""
    x = np.asarray(x)
    H, W = _pool_pair(output_size, 2)
    kh, kw = _pool_pair(kernel_size, 2)
    dh, dw = _pool_pair(dilation, 2)
    ph, pw = _pool_pair(padding, 2)
    sh, sw = _pool_pair(stride, 2)
    Ho, Wo = _pool_out_len(H, kh, sh, ph, dh, False), _pool_out_len(W, kw, sw, pw, dw, False)
    C = x.shape[-2] // (kh * kw)
    cols = x.reshape(x.shape[:-2] + (C, kh, kw, Ho, Wo))
    out = np.zeros(x.shape[:-2] + (C, H + 2 * ph, W + 2 * pw), dtype=x.dtype)
    for i in range(kh):
        for j in range(kw):
            out[..., i * dh:i * dh + sh * (Ho - 1) + 1:sh, j * dw:j * dw + sw * (Wo - 1) + 1:sw] += cols[..., i, j, :, :]
    return out[..., ph:ph + H, pw:pw + W]

def windows(x, window_shape, axis=None, step=1, subok=False, writeable=False):
    """sliding_window_view with a step: the window-position axes sliced with ::step."""
    w = sliding_window_view(x, window_shape, axis=axis, subok=subok, writeable=writeable)
    axes = range(np.ndim(x)) if axis is None else np.atleast_1d(axis) % np.ndim(x)
    steps = np.broadcast_to(step, (len(axes),))
    index = [slice(None)] * w.ndim
    for a, s in zip(axes, steps):
        index[a] = slice(None, None, int(s))
    return w[tuple(index)]

try:
    from stridelab import avg_pool1d_backward, avg_pool2d, avg_pool2d_backward, fold, max_pool1d, max_pool2d, max_pool2d_backward, unfold, windows  # stridelab's own commands
except ImportError:
    pass

x = np.array([[1., 3., 3., 0.], [2., 3., 1., 5.], [0., 4., 4., 1.], [6., 2., 0., 2.]])
print(repr(max_pool2d(x, 2)))
print(repr(max_pool2d(x, 3, stride=2, padding=1, ceil_mode=True)))
out, idx = max_pool2d(x, 2, stride=1, return_indices=True)
print(repr(idx))
print(repr(max_pool2d(x, 2, dilation=2)))
print(repr(max_pool2d(np.array([[1., np.nan], [3., 2.]]), 2)))
print(repr(avg_pool2d(x, 3, stride=2, padding=1, ceil_mode=True)))
print(repr(avg_pool2d(x, 3, stride=2, padding=1, count_include_pad=False)))
print(repr(avg_pool2d(np.arange(16).reshape(1, 4, 4), 2)))
g = max_pool2d_backward(np.ones((3, 3)), x, 2, stride=1)
print(repr(g))
print(repr(g.sum()))
print(repr(avg_pool2d_backward(np.ones((2, 2)), x, 3, stride=1)))
print(repr(max_pool2d_backward(np.ones((2, 2), dtype=int), np.ones((4, 4)), 3, stride=1)))
print(repr(max_pool1d(np.array([1, 5, 5, 2, 7]), 2, stride=1)))
print(repr(avg_pool1d_backward(np.ones(3), np.zeros(5), 3, stride=1)))
cols = unfold(x[None], 2)
print(repr(cols.shape))
print(repr(fold(cols, 4, 2)))
print(repr(windows(np.arange(10), 4, step=3)))
try:
    print(repr(max_pool2d(x, 5)))
except Exception as _stridelab_error:  # the session raised ValueError: Given input size: (4x4). Calculated output size: (0x0). Output size is too small
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
try:
    print(repr(max_pool2d(np.zeros((1, 2)), (2, 1), dilation=(2, 1), padding=(1, 0))))
except Exception as _stridelab_error:  # the session raised ValueError: max_pool2d: the window of output row 0 lies entirely in the padding (its taps are input rows -1, 1; the input's height is 1); use less padding or dilation
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
try:
    print(repr(max_pool2d(x, 3, padding=2)))
except Exception as _stridelab_error:  # the session raised ValueError: pad should be at most half of effective kernel size, but got pad=2, kernel_size=3 and dilation=1
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
try:
    print(repr(max_pool2d(x, 2, dilation=(1, 0))))
except Exception as _stridelab_error:  # the session raised ValueError: dilation should be greater than zero, but got dilationH: 1 dilationW: 0
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
try:
    print(repr(max_pool1d(np.zeros((2, 2, 2, 2)), 2)))
except Exception as _stridelab_error:  # the session raised ValueError: max_pool1d: expected a 1-D, 2-D or 3-D array, but got a 4-D array
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
try:
    print(repr(avg_pool2d_backward(np.ones((2, 2)), np.zeros((1, 1, 1, 1, 1)), 2)))
except Exception as _stridelab_error:  # the session raised ValueError: avg_pool2d_backward: expected a 2-D, 3-D or 4-D array, but got a 5-D array
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
try:
    print(repr(max_pool2d(np.zeros((2, 3, 1, 1)), 2)))
except Exception as _stridelab_error:  # the session raised ValueError: Given input size: (6x1x1). Calculated output size: (6x0x0). Output size is too small
    print(type(_stridelab_error).__name__ + ': ' + str(_stridelab_error))
