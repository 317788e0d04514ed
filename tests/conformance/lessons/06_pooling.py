# Generated from lessons/06-pooling.md by `stridelab check-lessons --export tests/conformance/lessons`; do not edit.
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

def avg_pool2d(x, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    return _avg_pool_nd(x, 2, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, "avg_pool2d")[0]

try:
    from stridelab import avg_pool2d, max_pool2d  # stridelab's own commands
except ImportError:
    pass

img = np.array([[1, 5, 2, 0], [3, 4, 8, 1], [0, 2, 7, 6], [9, 1, 3, 5]])
blocks = img.reshape(2, 2, 2, 2)
np.shares_memory(blocks, img)
blocks.max(axis=(1, 3))
blocks.mean(axis=(1, 3))
# task at line 30
pic = np.arange(64).reshape(8, 8) % 13
pooled = pic.reshape(4, 2, 4, 2).max(axis=(1, 3))
bool(pooled.shape == (4, 4))
bool(np.array_equal(pooled, [[pic[2 * i:2 * i + 2, 2 * j:2 * j + 2].max() for j in range(4)] for i in range(4)]))
w = sliding_window_view(img, (3, 3))
w.shape
w.max(axis=(-2, -1))
sliding_window_view(img, (2, 2))[::2, ::2].max(axis=(-2, -1))
# task at line 68
pooled3 = sliding_window_view(pic, (3, 3))[::2, ::2].max(axis=(-2, -1))
bool(pooled3.shape == (3, 3))
bool(np.array_equal(pooled3, [[pic[2 * i:2 * i + 3, 2 * j:2 * j + 3].max() for j in range(3)] for i in range(3)]))
neg = -np.arange(1.0, 10.0).reshape(3, 3)
neg
good = np.pad(neg, 1, constant_values=-np.inf)
sliding_window_view(good, (2, 2))[::2, ::2].max(axis=(-2, -1))
bad = np.pad(neg, 1)
sliding_window_view(bad, (2, 2))[::2, ::2].max(axis=(-2, -1))
max_pool2d(img, 2)
max_pool2d(img, 3, stride=1)
max_pool2d(neg, 2, stride=2, padding=1)
avg_pool2d(img, 2)
rgb = np.arange(2 * 4 * 4).reshape(2, 4, 4) % 7
wc = sliding_window_view(rgb, (2, 2), axis=(-2, -1))
wc.shape
wc[:, ::2, ::2].max(axis=(-2, -1))
rgb.reshape(2, 2, 2, 2, 2).max(axis=(2, 4))
# task at line 163
chans = np.arange(3 * 6 * 6).reshape(3, 6, 6) % 5
cp = chans.reshape(3, 3, 2, 3, 2).mean(axis=(2, 4))
bool(cp.shape == (3, 3, 3))
bool(np.allclose(cp, [[[chans[c, 2 * i:2 * i + 2, 2 * j:2 * j + 2].mean() for j in range(3)] for i in range(3)] for c in range(3)]))
