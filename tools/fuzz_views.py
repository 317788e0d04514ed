#!/usr/bin/env python3
"""Differential fuzzer for stridelab's view engine, with NumPy as the oracle.

Generates random, deterministic (from --seed) plain-mode programs that build small arrays and chain view
operations on them — basic slices (negative steps, integer indices, None, Ellipsis), reshape (-1, order
C/F/A, copy=False), transpose/.T/swapaxes/moveaxis/expand_dims/squeeze, broadcast_to, sliding_window_view,
in-bounds as_strided, ravel/flatten/copy, view(dtype) — then print, for every array: shape, strides, byte
offset from the array that owns its buffer, the five flags, and the repr; finally shares_memory and
may_share_memory for every pair of live arrays. Some programs write through a view and print all arrays again.

With --numeric the programs also compute on the live views: element-wise binary operators and np.maximum/
np.minimum between broadcast-compatible arrays (or a broadcast slice) and with Python scalars (NEP 50), unary
-/abs/np.sqrt, reductions (sum, prod, max, min, mean, argmax, argmin, all, any, cumsum, std, var; axis
None/int/tuple, keepdims), in-place += -= *= through writeable views that may share memory with other live
arrays, `a[idx] += b` with repeated indices against np.add.at, and np.add.at on overlapping as_strided views.
Operands are chosen so NumPy's answer never depends on summation order or integer overflow in prod.

With --functions the programs also call a broad set of NumPy functions on the live arrays (the layout
and ownership of what a function returns is part of what stridelab teaches): zeros/ones/full/empty_like
(order C/F/K/A, dtype, shape; empty_like prints only its layout), np.copy/ndarray.copy/np.array(copy=,
order=, ndmin=)/asarray/ascontiguousarray/asfortranarray/require/astype/flatten/ravel, atleast_1d/2d/3d,
advanced indexing (int lists/arrays on any axis, mixed with slices, ints, None and Ellipsis, separated
advanced indices, full and per-axis boolean masks), nonzero/argwhere/flatnonzero/where(cond)/
unravel_index/ravel_multi_index, concatenate/stack/hstack/vstack/dstack/column_stack, 3-argument where,
take/take_along_axis, sort/argsort, repeat/tile, pad (constant/edge/reflect/wrap/symmetric), clip,
diff/cumsum/cumprod, flip/fliplr/flipud/roll/rot90, unique, tril/triu/diag/diagonal/trace, outer/dot/
matmul/@/inner/tensordot/einsum, broadcast_arrays/meshgrid, squeeze/expand_dims/moveaxis, split/
array_split/hsplit/vsplit/dsplit, searchsorted/count_nonzero/argmax/argmin/any/all (axis, keepdims),
isclose, and in place put_along_axis, ndarray.sort and np.maximum/np.minimum(out=). Every array result
prints its strides, `base is None` and repr (sometimes the full layout); tuple results print each
element's shape/strides/ownership. Arguments are varied (negative/None axes, orders, keepdims, dtypes);
each call is chosen among a few random candidates that NumPy accepts, and now and then taken as is, so
errors are compared too. Sums only run where they are exact, sorts of values avoid -0.0/0.0 ties.

The expected output comes from running each program in-process with the same echo rules as
tools/golden.py (so also the as_strided bounds guard); the binary is run as `BIN --plain FILE`. Both stdout
(byte for byte) and the exit status (1 iff some statement raised, else 0) are compared.

    python3 tools/fuzz_views.py --count 5000 --seed 1 --bin target/release/stridelab \\
        [--keep-failures tests/conformance/fuzz] [--jobs 8] [--minimize]
    python3 tools/fuzz_views.py --seed 1 --show 17        # print program 17 and its expected output
    python3 tools/fuzz_views.py --numeric --count 2000 --seed 11 --bin target/release/stridelab
    python3 tools/fuzz_views.py --functions --count 1500 --seed 1 --bin target/release/stridelab --jobs 2

Failures are written to --keep-failures as NNN.py + NNN.out (the next free numbers), ready to join the
conformance corpus; with --minimize each is first shrunk by dropping statements while it still fails.
Program i depends only on (--seed, i), so `--show i` reproduces any program of a run.
"""
import argparse
import contextlib
import os
import random
import re
import subprocess
import sys
import tempfile
import warnings
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import golden  # noqa: E402  (same echo rules and NumPy version gate as the corpus)

np = golden._import_numpy()
warnings.simplefilter("ignore")  # RuntimeWarnings (divide by zero...) go to stderr, which is not compared
from numpy.lib.stride_tricks import as_strided, sliding_window_view  # noqa: E402

HEADER = ("import numpy as np\n"
          "from numpy.lib.stride_tricks import as_strided, sliding_window_view\n")

INT_DTYPES = ["int8", "int16", "int32", "int64"]
ALL_DTYPES = INT_DTYPES + ["float32", "float64"]
MAX_LIVE = 6          # arrays kept for printing and pairwise sharing checks
MAX_ELEMENTS = 600    # results larger than this are not kept (keeps outputs short)


# ---------------------------------------------------------------------------------------------------------
# Small helpers


def divisors(n):
    return [d for d in range(1, n + 1) if n % d == 0] if n > 0 else [0, 1, 2, 3]


def random_shape(rng, n, max_ndim=4):
    """A shape with exactly n elements (n may be 0)."""
    ndim = rng.randint(1, max_ndim)
    dims, rest = [], n
    for _ in range(ndim - 1):
        if n == 0:
            d = rng.choice([0, 1, 2, 3])
        else:
            d = rng.choice(divisors(rest))
        dims.append(d)
        if d:
            rest //= d
    if n == 0 and 0 not in dims:
        dims.append(0)
    else:
        dims.append(rest)
    rng.shuffle(dims)
    return tuple(dims)


def fmt_shape(shape):
    return "(" + ", ".join(map(str, shape)) + ("," if len(shape) == 1 else "") + ")"


def fmt_slice(start, stop, step):
    s = ("" if start is None else str(start)) + ":" + ("" if stop is None else str(stop))
    if step is not None:
        s += ":" + str(step)
    return s


def owner_ptr_extent(arr):
    own = golden.owner_of(arr, np)
    return golden.byte_extent(own)


# ---------------------------------------------------------------------------------------------------------
# Program generation. Each statement is evaluated right away in `env` so the generator knows the real
# shapes, strides, flags and ownership of what it builds.


class Program:
    def __init__(self, rng):
        self.rng = rng
        self.lines = []          # top-level statements (text)
        self.env = {"__name__": "__main__"}
        exec(HEADER, self.env)
        self.live = []           # variable names of live arrays, oldest first
        self.owner = {}          # var -> var whose data pointer is the reference for offsets
        self.counter = 0

    def run(self, stmt):
        """Append a statement and evaluate it; returns True if it did not raise."""
        self.lines.append(stmt)
        try:
            with open(os.devnull, "w") as devnull:
                with contextlib.redirect_stdout(devnull):
                    exec(compile(stmt, "<fuzz>", "exec"), self.env)
            return True
        except Exception:
            return False

    def new_name(self):
        self.counter += 1
        return f"v{self.counter}"

    def arr(self, name):
        return self.env[name]

    def adopt(self, name, parent):
        """Track a freshly assigned array, choosing the owner reference for its offset."""
        v = self.env.get(name)
        if not isinstance(v, np.ndarray):
            return False
        own = golden.owner_of(v, np)
        ref = None
        for other in [parent] + list(self.owner):
            if other is None or other not in self.env:
                continue
            if golden.owner_of(self.env[other], np) is own:
                ref = self.owner[other]
                break
        self.owner[name] = ref if ref is not None else name
        self.live.append(name)
        if len(self.live) > MAX_LIVE:
            self.live.pop(0)
        return True

    def describe(self, name):
        ref = self.owner[name]
        self.run(f"print('{name}', {name}.shape, {name}.strides, "
                 f"{name}.__array_interface__['data'][0] - {ref}.__array_interface__['data'][0])")
        self.run(f"print('{name}', {name}.flags.c_contiguous, {name}.flags.f_contiguous, "
                 f"{name}.flags.owndata, {name}.flags.writeable, {name}.flags.aligned, {name}.base is None)")
        self.run(f"print('{name}', None if {name}.base is None else "
                 f"(type({name}.base).__name__, {name}.base.shape, {name}.base.strides))")
        self.run(name)


def gen_root(p):
    rng = p.rng
    n = rng.choice([0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 12, 16, 18, 20, 24, 24, 27, 30, 32, 36, 40, 48])
    shape = random_shape(rng, n, 3)
    dt = rng.choice(ALL_DTYPES)
    start = rng.choice([0, 0, 0, 1, -5])
    rng_txt = f"{n}" if start == 0 else f"{start}, {start + n}"
    form = rng.random()
    if form < 0.4:
        src = f"np.arange({rng_txt}, dtype=np.{dt})"
    elif form < 0.7:
        src = f"np.arange({rng_txt}).astype(np.{dt})"
    else:
        src = f"np.arange({rng_txt})" if dt == "int64" else f"np.arange({rng_txt}, dtype='{dt}')"
    if len(shape) > 1 or rng.random() < 0.5:
        src += f".reshape({', '.join(map(str, shape))})"
    name = p.new_name()
    if p.run(f"{name} = {src}"):
        p.adopt(name, None)
        p.describe(name)


def gen_basic_index(rng, shape):
    """Index text for a basic (view-making) index; sometimes deliberately invalid."""
    ndim = len(shape)
    r = rng.random()
    if r < 0.03:
        return rng.choice(["::0", "..., ...", ", ".join(["0"] * (ndim + 1)) or "0"])
    if r < 0.06 and ndim:
        ax = rng.randrange(ndim)
        return ", ".join([":"] * ax + [str(shape[ax] + rng.randint(0, 2))])
    k = rng.randint(0, ndim)
    items = []
    for ax in range(k):
        n = shape[ax]
        c = rng.random()
        if c < 0.22 and n > 0:
            items.append(str(rng.randint(-n, n - 1)))
        else:
            step = rng.choice([None, None, 1, 2, 3, -1, -1, -2, -3])
            start = rng.choice([None, None, rng.randint(-n - 2, n + 2)])
            stop = rng.choice([None, None, rng.randint(-n - 2, n + 2)])
            items.append(fmt_slice(start, stop, step))
    if ndim > k and rng.random() < 0.3:
        items.insert(rng.randint(0, len(items)), "...")
    for _ in range(rng.choice([0, 0, 0, 1, 2])):
        items.insert(rng.randint(0, len(items)), "None")
    if not items:
        return "..."
    return ", ".join(items)


def gen_fancy_index(rng, shape):
    """An advanced index: slices (or None) on some leading axes, then an index list or a boolean
    mask (sometimes two adjacent index lists, sometimes split by a slice), so the index dims land
    after sliced ones and the result's layout (a transposed view of NumPy's buffer) is exercised."""
    ndim = len(shape)
    k = rng.randrange(ndim)
    parts = []
    for d in shape[:k]:
        parts.append(rng.choice([":", ":", "::-1", f"{rng.randint(0, d)}:", "None"]) if d else ":")
    def index_list(d):
        n = rng.choice([1, 2, 3])
        return "[" + ", ".join(str(rng.randrange(-d, d)) for _ in range(n)) + "]", n
    if shape[k] == 0 or rng.random() < 0.3:
        parts.append("np.array([" + ", ".join(rng.choice(["True", "False"]) for _ in range(shape[k])) + "], dtype=bool)")
    else:
        first, n = index_list(shape[k])
        parts.append(first)
        if k + 1 < ndim and shape[k + 1] and rng.random() < 0.3:
            parts.append("[" + ", ".join(str(rng.randrange(shape[k + 1])) for _ in range(n)) + "]")
        elif k + 2 < ndim and shape[k + 2] and rng.random() < 0.2:
            parts.append(":")
            parts.append(str(rng.randrange(shape[k + 2])))
    if rng.random() < 0.2:
        parts.append("...")
    return ", ".join(parts)


def gen_as_strided_args(rng, v):
    """Shape/strides of an as_strided view of v that stays inside v's buffer, or None."""
    if v.size == 0:
        return None
    own = owner_ptr_extent(v)
    if own is None:
        return None
    ptr = v.__array_interface__["data"][0]
    isz = v.itemsize
    for _ in range(30):
        nd = rng.randint(1, 3)
        shape = tuple(rng.randint(1, 4) for _ in range(nd))
        strides = tuple(isz * rng.choice([0, 1, 1, 2, 3, 4, -1, -2]) for _ in range(nd))
        lo = ptr + sum(min(0, s * (d - 1)) for s, d in zip(strides, shape))
        hi = ptr + sum(max(0, s * (d - 1)) for s, d in zip(strides, shape)) + isz
        if lo >= own[0] and hi <= own[1]:
            return shape, strides
    return None


def gen_view_op(p, src):
    """Text of an expression deriving a new array from variable `src`."""
    rng = p.rng
    v = p.arr(src)
    shape, ndim = v.shape, v.ndim
    kind = rng.choices(
        ["index", "reshape", "transpose", "T", "swapaxes", "moveaxis", "expand_dims", "squeeze",
         "broadcast_to", "window", "as_strided", "ravel", "copy", "view", "fancy"],
        weights=[22, 16, 6, 3, 4, 4, 4, 4, 5, 8, 7, 5, 3, 5, 6])[0]
    if kind == "index":
        return f"{src}[{gen_basic_index(rng, shape)}]"
    if kind == "fancy" and ndim >= 1:
        return f"{src}[{gen_fancy_index(rng, shape)}]"
    if kind == "reshape":
        n = v.size
        target = list(random_shape(rng, n, 4))
        if rng.random() < 0.05:
            target[0] += 1
        if rng.random() < 0.3 and target:
            target[rng.randrange(len(target))] = -1
        args = ", ".join(map(str, target))
        opts = []
        order = rng.choice(["C", "C", "C", "F", "F", "A"])
        if order != "C" or rng.random() < 0.1:
            opts.append(f"order='{order}'")
        if rng.random() < 0.15:
            opts.append("copy=False")
        if rng.random() < 0.2:
            return f"np.reshape({src}, ({args}{',' if len(target) == 1 else ''}){''.join(', ' + o for o in opts)})"
        return f"{src}.reshape({args}{''.join(', ' + o for o in opts)})"
    if kind == "transpose":
        if ndim == 0 or rng.random() < 0.2:
            return f"{src}.transpose()"
        perm = list(range(ndim))
        rng.shuffle(perm)
        if rng.random() < 0.3:
            perm = [a - ndim if rng.random() < 0.5 else a for a in perm]
        return f"{src}.transpose({', '.join(map(str, perm))})"
    if kind == "T":
        return f"{src}.T"
    if kind == "swapaxes":
        if ndim == 0:
            return f"{src}.swapaxes(0, 1)"
        a, b = rng.randrange(-ndim, ndim), rng.randrange(-ndim, ndim + (1 if rng.random() < 0.05 else 0))
        return f"{src}.swapaxes({a}, {b})" if rng.random() < 0.6 else f"np.swapaxes({src}, {a}, {b})"
    if kind == "moveaxis":
        if ndim == 0:
            return f"np.moveaxis({src}, 0, 0)"
        a, b = rng.randrange(-ndim, ndim), rng.randrange(-ndim, ndim)
        return f"np.moveaxis({src}, {a}, {b})"
    if kind == "expand_dims":
        if rng.random() < 0.2:
            axes = sorted(rng.sample(range(ndim + 2), 2))
            return f"np.expand_dims({src}, {fmt_shape(tuple(axes))})"
        return f"np.expand_dims({src}, {rng.randint(-ndim - 1, ndim + (1 if rng.random() < 0.05 else 0))})"
    if kind == "squeeze":
        ones = [i for i, d in enumerate(shape) if d == 1]
        r = rng.random()
        if r < 0.4 or ndim == 0:
            return f"{src}.squeeze()"
        if r < 0.8 and ones:
            return f"{src}.squeeze(axis={rng.choice(ones)})"
        return f"np.squeeze({src}, axis={rng.randrange(-ndim, ndim)})"
    if kind == "broadcast_to":
        new = [d if d != 1 else rng.choice([1, 2, 3]) for d in shape]
        new = [rng.choice([1, 2, 3]) for _ in range(rng.choice([0, 1, 1, 2]))] + new
        if rng.random() < 0.05 and new:
            new[-1] += 1
        return f"np.broadcast_to({src}, {fmt_shape(tuple(new))})"
    if kind == "window":
        if ndim == 0:
            return f"sliding_window_view({src}, 1)"
        wr = "" if rng.random() < 0.6 else f", writeable={rng.choice([True, False])}"
        mode = rng.random()
        if mode < 0.35:
            wins = [rng.randint(0, d) if d > 0 else 0 for d in shape]
            if rng.random() < 0.05:
                wins[0] += shape[0] + 1
            return f"sliding_window_view({src}, {fmt_shape(tuple(wins))}{wr})"
        if mode < 0.75:
            ax = rng.randrange(-ndim, ndim)
            w = rng.randint(1, max(1, shape[ax]))
            return f"sliding_window_view({src}, {w}, axis={ax}{wr})"
        k = rng.randint(1, min(3, ndim + 1))
        axes = [rng.randrange(ndim) for _ in range(k)]
        rem = list(shape)
        wins = []
        for a in axes:
            w = rng.randint(1, max(1, rem[a])) if rem[a] > 0 else 0
            rem[a] -= max(w - 1, 0)
            wins.append(w)
        return f"sliding_window_view({src}, {fmt_shape(tuple(wins))}, axis={fmt_shape(tuple(axes))}{wr})"
    if kind == "as_strided":
        args = gen_as_strided_args(rng, v)
        if args is None:
            return f"{src}[...]"
        shp, st = args
        extra = "" if rng.random() < 0.7 else f", writeable={rng.choice([True, False])}"
        if rng.random() < 0.5:
            return f"as_strided({src}, shape={fmt_shape(shp)}, strides={fmt_shape(st)}{extra})"
        return f"np.lib.stride_tricks.as_strided({src}, {fmt_shape(shp)}, {fmt_shape(st)}{extra})"
    if kind == "ravel":
        order = rng.choice([None, None, "C", "F", "A", "K"])
        if rng.random() < 0.2:
            return f"np.ravel({src})"
        return f"{src}.ravel()" if order is None else f"{src}.ravel(order='{order}')"
    if kind == "copy":
        c = rng.random()
        if c < 0.4:
            return f"{src}.copy()"
        if c < 0.6:
            return f"{src}.copy(order='F')"
        if c < 0.8:
            return f"{src}.flatten()"
        return f"np.ascontiguousarray({src})"
    # kind == "view": dtype reinterpretation within the integer family (bit patterns of small ints stay
    # readable); float arrays only reinterpret to the same-size integer type.
    name = v.dtype.name
    if name == "bool":  # numeric programs make boolean arrays; keep their views within the 1-byte family
        new = rng.choice(["bool", "uint8", "int8"])
    elif name in INT_DTYPES:
        new = rng.choice([d for d in INT_DTYPES + ["uint8"]])
    elif name == "float32":
        new = rng.choice(["int32", "float32"])
    else:
        new = rng.choice(["int64", "float64"])
    if rng.random() < 0.15:
        return f"{src}.view()"
    return f"{src}.view(np.{new})"


def gen_write(p):
    rng = p.rng
    names = [n for n in p.live if p.arr(n).size > 0]
    if not names:
        return
    name = rng.choice(names)
    v = p.arr(name)
    val = rng.choice([77, -3, 100, 5]) if v.dtype.kind in "iu" else rng.choice([2.5, -1.0, 0.125])
    r = rng.random()
    if r < 0.6 and v.ndim > 0:
        idx = ", ".join(str(rng.randrange(d)) for d in v.shape)
        p.run(f"{name}[{idx}] = {val}")
    elif r < 0.8 and v.ndim > 0:
        p.run(f"{name}[::{rng.choice([1, 2, -1, -2])}] = {val}")
    else:
        p.run(f"{name}[...] = {val}")
    for n in p.live:
        p.run(n)


# ---------------------------------------------------------------------------------------------------------
# Numeric statements (--numeric): arithmetic, comparisons and reductions on the live views, in-place
# operators through writeable (possibly memory-sharing or self-overlapping) views, and ufunc.at. Operands
# are picked so the expected output is fully defined by NumPy: Python scalars stay inside the dtype's range
# (NEP 50 weak scalars) except for a rare deliberate OverflowError; float sums, means and variances are only
# taken where every partial result is exact (integer-valued data, small magnitudes, power-of-two counts for
# var/std), so no answer depends on summation order; integer products never overflow.

MANTISSA = {"float16": 11, "float32": 24, "float64": 53}


def pick_scalar(rng, v, allow_zero=True):
    """Text of a Python scalar to combine with array v (in range of v's integer dtype, almost always)."""
    kind = v.dtype.kind
    if kind in "iu":
        info = np.iinfo(v.dtype)
        if rng.random() < 0.02:  # deliberate NEP 50 OverflowError
            return str(rng.choice([info.max + 1, info.min - 1, 1000, -1000, 300]))
        if rng.random() < 0.12:
            return rng.choice(["2.5", "-1.0", "0.5"])
        pool = [-3, -2, -1, 1, 2, 3, 5, 7, 10, 100, 127, -128, 255, 1000] + ([0] if allow_zero else [])
        return str(rng.choice([x for x in pool if info.min <= x <= info.max]))
    if kind == "b":
        return rng.choice(["True", "False", "1", "2", "-1", "1.5"] + (["0"] if allow_zero else []))
    pool = ["2.5", "-1.0", "0.5", "0.125", "3", "-2", "10", "1e3"] + (["0", "0.0"] if allow_zero else [])
    return rng.choice(pool)


def shape_compatible(a, b):
    try:
        np.broadcast_shapes(a, b)
        return True
    except ValueError:
        return False


def try_eval(p, text):
    try:
        with open(os.devnull, "w") as devnull, contextlib.redirect_stdout(devnull):
            return eval(text, p.env)
    except Exception:
        return None


def keep_result(p, name, parent=None, describe=0.3):
    """Track `name` if it is a small array and print it (sometimes with layout details)."""
    v = p.env.get(name)
    if isinstance(v, np.ndarray) and v.size <= MAX_ELEMENTS and p.adopt(name, parent):
        if p.rng.random() < describe:
            p.describe(name)
        else:
            # every function result's layout and ownership is checked, not only its values
            p.run(f"print('{name}', {name}.strides, {name}.base is None)")
            p.run(name)
    else:
        p.run(name)


def print_live(p):
    for n in p.live:
        p.run(n)


def exact_float_ok(v, power=1):
    """True if sums of v**power (any order) are exact in v's float dtype (or v is not float)."""
    if v.dtype.kind != "f":
        return True
    if v.size == 0:
        return True
    if not np.all(np.isfinite(v)) or not np.all(v == np.round(v)):
        return False
    bits = MANTISSA.get(v.dtype.name, 11)
    return float(np.max(np.abs(v.astype(np.float64)))) ** power * max(v.size, 1) * 4 < 2.0 ** bits


def gen_operand(p, a):
    """Text of a second operand broadcast-compatible with live array `a` (a live array or a slice)."""
    rng = p.rng
    A = p.arr(a)
    cands = [b for b in p.live if shape_compatible(A.shape, p.arr(b).shape)]
    if cands and rng.random() < 0.75:
        return rng.choice(cands)
    b = rng.choice(p.live)
    B = p.arr(b)
    forms = [f"{b}[..., :1]", f"{b}[:1]", f"{a}[..., ::-1]", f"{a}[::-1]", f"{a}[..., :1]", f"{b}[..., None]"]
    if A.ndim:
        forms.append(f"{b}.ravel()[:{A.shape[-1]}]")
        forms.append(f"{b}.ravel()[{A.shape[-1] - 1}::-1]" if A.shape[-1] else f"{b}.ravel()[:0]")
    rng.shuffle(forms)
    for t in forms:
        v = try_eval(p, t)
        if isinstance(v, np.ndarray) and shape_compatible(A.shape, v.shape):
            return t
    return None


def gen_binop(p):
    rng = p.rng
    a = rng.choice(p.live)
    A = p.arr(a)
    scalar = rng.random() < 0.35
    btxt = None if scalar else gen_operand(p, a)
    if btxt is None:
        scalar = True
    B = None if scalar else try_eval(p, btxt)
    kb = "i" if scalar else B.dtype.kind
    ops = ["+", "-", "*", "<", "<=", "==", "!=", ">", ">=", "max", "min", "/", "//", "%", "**"]
    if A.dtype.kind in "biu" and kb in "biu":
        ops += ["&", "|", "^"]
    op = rng.choice(ops)
    if scalar:
        if op == "**":
            base_ok = A.dtype.kind == "f" and (A.size == 0 or np.nanmin(A) >= 0)
            s = rng.choice(["0", "1", "2", "3"] + (["0.5"] if base_ok else []) + (["-1"] if rng.random() < 0.05 else []))
            if rng.random() < 0.2 and A.dtype.kind in "iu" and (A.size == 0 or A.min() >= 0):
                expr = f"{rng.choice([2, 3])} ** {a}"
            else:
                expr = f"{a} ** {s}"
        else:
            s = pick_scalar(rng, A, allow_zero=op not in ("/", "//", "%") or rng.random() < 0.05)
            if op in ("&", "|", "^") and ("." in s or "e" in s):
                s = "3"
            if op in ("max", "min"):
                fn = "np.maximum" if op == "max" else "np.minimum"
                expr = f"{fn}({a}, {s})" if rng.random() < 0.6 else f"{fn}({s}, {a})"
            else:
                expr = f"{a} {op} {s}" if rng.random() < 0.7 else f"{s} {op} {a}"
    else:
        if op in ("/", "//", "%") and B.size and np.any(B == 0) and rng.random() < 0.9:
            btxt = f"({btxt} + {1 if B.dtype.kind != 'b' else 'True'})" if not np.any(B == -1) else "2"
            if B.dtype.kind == "b":
                btxt = "2"
        if op == "**":
            if B.dtype.kind in "biu":
                btxt = f"({btxt} % 3)"
            else:
                btxt = rng.choice(["2", "3", "0"])
        if op in ("max", "min"):
            fn = "np.maximum" if op == "max" else "np.minimum"
            expr = f"{fn}({a}, {btxt})" if rng.random() < 0.6 else f"{fn}({btxt}, {a})"
        else:
            a_has_zero = A.size > 0 and bool(np.any(A == 0))
            swap = op != "**" and rng.random() < 0.3 and not (op in ("/", "//", "%") and a_has_zero)
            expr = f"{btxt} {op} {a}" if swap else f"{a} {op} {btxt}"
    name = p.new_name()
    if p.run(f"{name} = {expr}"):
        keep_result(p, name)


def gen_unary(p):
    rng = p.rng
    a = rng.choice(p.live)
    A = p.arr(a)
    forms = [f"-{a}", f"abs({a})", f"np.abs({a})", f"np.negative({a})"]
    if A.dtype.kind == "b" and rng.random() < 0.85:  # boolean negation is a TypeError; keep it rare
        forms = [f"abs({a})", f"np.abs({a})"]
    if A.dtype.kind in "biu":
        forms.append(f"~{a}")
    if A.dtype.kind == "f" or A.dtype.name in ("int16", "int32", "int64"):
        if A.dtype.kind == "f" and (A.size == 0 or np.nanmin(A) >= 0):
            forms += [f"np.sqrt({a})"] * 3
        else:
            forms += [f"np.sqrt(np.abs({a}))"] * 3
    name = p.new_name()
    if p.run(f"{name} = {rng.choice(forms)}"):
        keep_result(p, name)


REDUCTIONS = ["sum", "prod", "max", "min", "mean", "argmax", "argmin", "all", "any", "cumsum", "std", "var"]


def gen_reduction(p):
    rng = p.rng
    a = rng.choice(p.live)
    A = p.arr(a)
    fn = rng.choice(REDUCTIONS)
    finite = A.dtype.kind != "f" or A.size == 0 or bool(np.all(np.isfinite(A)))
    if fn in ("sum", "mean", "cumsum") and not (finite and exact_float_ok(A)):
        fn = rng.choice(["max", "min", "argmax", "all", "any"])
    if fn == "prod":
        big = 1
        for x in (A.ravel().tolist() if finite else []):
            big *= max(1, abs(int(x)))
            if big > 2 ** 60:
                break
        limit = 2 ** 60 if A.dtype.kind != "f" else 2 ** (MANTISSA.get(A.dtype.name, 11) - 1)
        if A.size > 12 or big > limit or not finite or not exact_float_ok(A):
            fn = "max"
    ndim = A.ndim
    # axis
    r = rng.random()
    tuple_ok = fn not in ("argmax", "argmin", "cumsum")
    if r < 0.3 or ndim == 0:
        axis = None
        axes = tuple(range(ndim))
    elif r < 0.75 or not tuple_ok:
        ax = rng.randrange(-ndim, ndim)
        if rng.random() < 0.03:
            ax = ndim
        axis = str(ax)
        axes = (ax % ndim,) if -ndim <= ax < ndim else ()
    else:
        k = rng.randint(1, ndim)
        axes = tuple(sorted(rng.sample(range(ndim), k)))
        shown = tuple(x - ndim if rng.random() < 0.3 else x for x in axes)
        axis = fmt_shape(shown)
    count = 1
    for ax in axes:
        count *= A.shape[ax]
    if fn in ("std", "var"):
        ok = finite and exact_float_ok(A, power=2) and (count & (count - 1)) == 0
        if A.dtype.kind != "f":
            ok = ok and (A.size == 0 or float(np.max(np.abs(A.astype(np.float64)))) < 2 ** 20)
        if not ok:
            fn = "min"
    args = []
    if axis is not None and (rng.random() < 0.85 or fn == "cumsum"):
        args.append(f"axis={axis}" if rng.random() < 0.7 else axis)
    elif axis is not None:
        args.append(f"axis={axis}")
    if fn in ("std", "var") and rng.random() < 0.3:
        args.append("ddof=1")
    if fn != "cumsum" and rng.random() < 0.3:
        args.append("keepdims=True")
    # positional axis only as the first argument
    if args and not args[0].startswith(("axis", "ddof", "keep")):
        pass
    arg_txt = ", ".join(args)
    if rng.random() < 0.5:
        expr = f"{a}.{fn}({arg_txt})"
    else:
        expr = f"np.{fn}({a}{', ' + arg_txt if arg_txt else ''})"
    name = p.new_name()
    if p.run(f"{name} = {expr}"):
        keep_result(p, name, describe=0.15)


def writeable_live(p, nonempty=True, min_ndim=0):
    return [n for n in p.live if p.arr(n).flags.writeable and p.arr(n).ndim >= min_ndim
            and (p.arr(n).size > 0 or not nonempty)]


def gen_inplace(p):
    rng = p.rng
    names = writeable_live(p, nonempty=rng.random() < 0.95)
    if not names:
        return
    a = rng.choice(names)
    A = p.arr(a)
    op = rng.choice(["+=", "-=", "*=", "+=", "*="] + (["/=", "//="] if rng.random() < 0.1 else []))
    r = rng.random()
    rhs = None
    if r < 0.6:
        def fits(b):
            B = p.arr(b)
            if not shape_compatible(A.shape, B.shape) or np.broadcast_shapes(A.shape, B.shape) != A.shape:
                return False
            return rng.random() < 0.1 or np.can_cast(np.result_type(A, B), A.dtype, "same_kind")
        cands = [b for b in p.live if fits(b)]
        sharing = [b for b in cands if b != a and np.shares_memory(A, p.arr(b))]
        if sharing and rng.random() < 0.6:
            rhs = rng.choice(sharing)
        elif cands:
            rhs = rng.choice(cands)
    if rhs is None and r < 0.8 and A.ndim:
        rhs = rng.choice([f"{a}[::-1]", f"{a}[..., ::-1]", f"{a}[..., :1]", f"{a}[:1]"])
    if rhs is None:
        s = pick_scalar(rng, A, allow_zero=op not in ("/=", "//="))
        if A.dtype.kind in "iu" and "." in s and rng.random() < 0.8:
            s = "2"
        rhs = s
    p.run(f"{a} {op} {rhs}")
    print_live(p)


def repeated_indices(rng, n, k):
    pool = rng.sample(range(n), min(n, rng.randint(1, 3)))
    idx = [rng.choice(pool) for _ in range(k)]
    if len(set(idx)) == len(idx):
        idx.append(idx[0])
    return [i - n if rng.random() < 0.25 else i for i in idx]


def at_value(rng, A, k):
    if A.dtype.kind == "b":
        return "True"
    if A.dtype.kind == "f" and rng.random() < 0.5:
        return rng.choice(["0.5", "2.5", "-1.0"])
    if A.ndim == 1 and rng.random() < 0.4:
        return f"np.arange(1, {k + 1})"
    return rng.choice(["1", "2", "-3", "10"])


def fmt_idx(rng, idx):
    txt = "[" + ", ".join(map(str, idx)) + "]"
    return txt if rng.random() < 0.5 else f"np.array({txt})"


def gen_add_at(p):
    rng = p.rng
    names = writeable_live(p, min_ndim=1)
    if not names:
        return
    a = rng.choice(names)
    A = p.arr(a)
    idx = repeated_indices(rng, A.shape[0], rng.randint(2, 5))
    it = fmt_idx(rng, idx)
    val = at_value(rng, A, len(idx))
    p.run(f"{a}[{it}] += {val}")
    p.run(a)
    p.run(f"np.add.at({a}, {it}, {val})")
    print_live(p)


def gen_strided_add_at(p):
    rng = p.rng
    names = writeable_live(p)
    if not names:
        return
    a = rng.choice(names)
    args = gen_as_strided_args(rng, p.arr(a))
    if args is None:
        return
    shp, st = args
    w = p.new_name()
    if not p.run(f"{w} = as_strided({a}, shape={fmt_shape(shp)}, strides={fmt_shape(st)})"):
        return
    p.adopt(w, a)
    p.describe(w)
    W = p.arr(w)
    if rng.random() < 0.3:
        p.run(f"{w} += {1 if W.dtype.kind != 'b' else 'True'}")
    elif W.ndim >= 2 and rng.random() < 0.4:
        k = rng.randint(2, 4)
        i0 = repeated_indices(rng, W.shape[0], k)
        i1 = [rng.randrange(W.shape[1]) for _ in range(len(i0))]
        p.run(f"np.add.at({w}, ({fmt_idx(rng, i0)}, {fmt_idx(rng, i1)}), {at_value(rng, W[0], len(i0))})")
    else:
        idx = repeated_indices(rng, W.shape[0], rng.randint(2, 5))
        p.run(f"np.add.at({w}, {fmt_idx(rng, idx)}, {at_value(rng, W, len(idx))})")
    print_live(p)


def gen_numeric(p):
    kind = p.rng.choices(["binop", "unary", "reduce", "inplace", "add_at", "strided_add_at"],
                         weights=[35, 8, 25, 12, 8, 7])[0]
    {"binop": gen_binop, "unary": gen_unary, "reduce": gen_reduction, "inplace": gen_inplace,
     "add_at": gen_add_at, "strided_add_at": gen_strided_add_at}[kind](p)


# ---------------------------------------------------------------------------------------------------------
# Function calls (--functions): after the view ops, programs call NumPy functions on the live arrays and
# print, for every array result, its strides, `base is None` and repr (sometimes the full layout) — the
# layout and ownership of what a function returns is part of what stridelab teaches. Each call is drawn
# from a category; the category builds a few candidate expressions with random arguments and the first
# one NumPy evaluates to a small result is used (now and then any candidate, so errors are compared too).
# Sums (dot, einsum, cumsum, trace...) only run on operands where every partial sum is exact; argsort uses
# kind='stable' when there are ties, so no answer depends on the algorithm.

ORDERS = ["C", "F", "K", "A"]


def try_value(p, text):
    """(True, value) if `text` evaluates in the program's namespace, else (False, None)."""
    try:
        with open(os.devnull, "w") as devnull, contextlib.redirect_stdout(devnull):
            return True, eval(text, p.env)
    except Exception:
        return False, None


def small(v):
    if isinstance(v, np.ndarray):
        return v.size <= MAX_ELEMENTS
    if isinstance(v, (tuple, list)):
        return len(v) <= 8 and sum(x.size if isinstance(x, np.ndarray) else 1 for x in v) <= MAX_ELEMENTS \
            and all(small(x) for x in v)
    return True


def first_valid(p, forms, invalid=0.04):
    """An expression of `forms` that NumPy evaluates to a small result (rarely any one, valid or not)."""
    rng = p.rng
    forms = [f for f in forms if f]
    if not forms:
        return None
    if rng.random() < invalid:
        return rng.choice(forms)
    rng.shuffle(forms)
    for t in forms:
        ok, v = try_value(p, t)
        if ok and small(v):
            return t
    return None


def pick_axis(rng, ndim, none=0.1, bad=0.03):
    """Text of an axis for an ndim-d array: int (often negative), sometimes None, rarely out of range."""
    if ndim == 0 or rng.random() < none:
        return "None"
    if rng.random() < bad:
        return str(rng.choice([ndim, -ndim - 1]))
    return str(rng.randrange(-ndim, ndim))


def opt_order(rng, p_none=0.3):
    return None if rng.random() < p_none else rng.choice(ORDERS)


def kw(**kwargs):
    """', k=v' text for the non-None keyword arguments (values are already texts)."""
    return "".join(f", {k}={v}" for k, v in kwargs.items() if v is not None)


def q(s):
    return None if s is None else f"'{s}'"


def threshold(rng, A):
    """An int near A's values, for comparisons that make masks."""
    if A.size == 0 or A.dtype.kind == "b":
        return "0"
    x = A.flat[rng.randrange(A.size)]
    if A.dtype.kind == "f" and not np.isfinite(x):
        return "0"
    return str(int(x))


def partners(p, a):
    """Texts of arrays to combine with `a`: the live arrays and a few derived from `a`."""
    A = p.arr(a)
    forms = list(p.live)
    forms += [a, f"{a}.copy(order='F')"]
    if A.ndim:
        forms += [f"{a}[::-1]", f"{a}[..., :1]", f"{a}[:1]", f"{a}.T"]
    return forms


def exact_operands(p, *texts, power=2):
    for t in texts:
        ok, v = try_value(p, t)
        if not ok or not isinstance(v, np.ndarray) or not exact_float_ok(v, power=power):
            return False
    return True


def fn_like(p, a):
    rng = p.rng
    A = p.arr(a)
    forms = []
    for _ in range(3):
        fn = rng.choice(["zeros_like", "ones_like", "full_like", "empty_like"])
        src = rng.choice([a, a, f"{a}.T", f"{a}[::-1]", f"{a}[..., ::2]"]) if A.ndim else a
        args = ""
        if fn == "full_like":
            args += ", " + pick_scalar(rng, A) if rng.random() < 0.6 else ", 7"
        dt = f"np.{rng.choice(ALL_DTYPES + ['bool'])}" if rng.random() < 0.25 else None
        shape = None
        if rng.random() < 0.15:
            shape = fmt_shape(random_shape(rng, rng.choice([0, 1, 6, 12, 24]), 3))
        elif rng.random() < 0.05:
            shape = str(rng.randint(0, 5))
        forms.append(f"np.{fn}({src}{args}{kw(dtype=dt, order=q(opt_order(rng)), shape=shape)})")
    return forms


def fn_copy(p, a):
    rng = p.rng
    A = p.arr(a)
    o = opt_order(rng)
    dt = rng.choice(ALL_DTYPES + ["bool"])
    copy = rng.choice(["True", "False", "None"])
    forms = [
        f"np.copy({a}{kw(order=q(o))})",
        f"{a}.copy({q(o) or ''})" if rng.random() < 0.5 else f"{a}.copy({kw(order=q(o))[2:]})",
        f"np.array({a}{kw(copy=copy if rng.random() < 0.7 else None, order=q(o), ndmin=str(rng.randint(0, 4)) if rng.random() < 0.2 else None)})",
        f"np.asarray({a}{kw(order=q(o))})",
        f"np.asanyarray({a})",
        f"np.ascontiguousarray({a})",
        f"np.asfortranarray({a})",
        f"{a}.flatten({q(o) or ''})",
        f"{a}.ravel({q(o) or ''})",
        f"np.ravel({a}{kw(order=q(o))})",
        f"{a}.astype(np.{dt}{kw(order=q(o), copy=copy if copy != 'None' else None)})",
        f"{a}.T.copy({q(o) or ''})",
        f"np.array({a}.T{kw(order=q(o), copy=copy if rng.random() < 0.3 else None)})",
        f"np.require({a}, requirements={rng.sample(['C', 'F', 'A', 'W', 'O', 'E'], rng.randint(0, 2))})",
    ]
    return rng.sample(forms, 4)


def fn_atleast(p, a):
    rng = p.rng
    k = rng.choice([1, 2, 3])
    if rng.random() < 0.2:
        b = rng.choice(partners(p, a))
        return [f"np.atleast_{k}d({a}, {b})"]
    src = rng.choice([a, a, f"{a}.T", f"{a}[::-1]" if p.arr(a).ndim else a, f"{a}.ravel()[0]"])
    return [f"np.atleast_{k}d({src})"]


def index_array_text(rng, d, lead):
    """An int index into a length-d axis: a list, an np.array, or a 2-d np.array of `lead` entries."""
    def one():
        return str(rng.randrange(-d, d)) if d else "0"
    r = rng.random()
    if isinstance(lead, tuple):
        rows = ["[" + ", ".join(one() for _ in range(lead[1])) + "]" for _ in range(lead[0])]
        return "np.array([" + ", ".join(rows) + "])"
    items = "[" + ", ".join(one() for _ in range(lead)) + "]"
    return items if r < 0.6 else f"np.array({items})"


def gen_fancy_any(rng, shape):
    """An advanced index on any axes: int lists/arrays (one broadcast length, sometimes 2-d), per-axis
    boolean masks, ints, slices, None and Ellipsis mixed, with the advanced ones adjacent or separated."""
    ndim = len(shape)
    k = rng.randint(1, ndim)
    lead = rng.choice([1, 2, 2, 3, 3, 4, (2, 2), (1, 3)])
    parts, adv = [], 0
    for ax in range(k):
        d = shape[ax]
        c = rng.random()
        if c < 0.35 and d:
            parts.append(index_array_text(rng, d, lead if rng.random() < 0.9 else 1))
            adv += 1
        elif c < 0.5:
            parts.append("np.array([" + ", ".join(rng.choice(["True", "False"]) for _ in range(d)) + "], dtype=bool)"
                         if rng.random() < 0.5 or d == 0 else
                         "[" + ", ".join(rng.choice(["True", "False"]) for _ in range(d)) + "]")
            adv += 1
        elif c < 0.6 and d:
            parts.append(str(rng.randrange(-d, d)))
        else:
            step = rng.choice([None, None, 2, -1])
            start = rng.choice([None, None, 1])
            parts.append(fmt_slice(start, None, step))
    if not adv:
        ax = rng.randrange(k)
        d = shape[ax]
        parts[ax] = index_array_text(rng, d, lead) if d else "np.array([], dtype=bool)"
    for _ in range(rng.choice([0, 0, 0, 1])):
        parts.insert(rng.randint(0, len(parts)), "None")
    if rng.random() < 0.15:
        parts.insert(rng.randint(0, len(parts)), "...")
    return ", ".join(parts)


def fn_fancy(p, a):
    rng = p.rng
    A = p.arr(a)
    if A.ndim == 0:
        return [f"{a}[{a} > 0]", f"{a}[None, [0, 0]]", f"{a}[[True]]"]
    t = threshold(rng, A)
    forms = [f"{a}[{gen_fancy_any(rng, A.shape)}]" for _ in range(4)]
    forms.append(f"{a}[{a} > {t}]")
    if A.ndim >= 2:
        forms.append(f"{a}[{a}[..., 0] > {t}]")
        forms.append(f"{a}[:, {a}[0] > {t}]" if A.ndim == 2 else f"{a}[:, {a}[0, :, 0] > {t}]")
    forms.append(f"{a}[np.nonzero({a})]")
    return rng.sample(forms, 3)


def fn_nonzero(p, a):
    rng = p.rng
    A = p.arr(a)
    t = threshold(rng, A)
    src = rng.choice([a, a, f"{a} > {t}", f"{a}.T", f"({a} % 2 == 0)" if A.dtype.kind != "b" else f"~{a}"])
    return [rng.choice([f"np.nonzero({src})", f"({src}).nonzero()", f"np.argwhere({src})",
                        f"np.flatnonzero({src})", f"np.where({src})", f"np.nonzero({src})[-1]",
                        f"np.argwhere({src}).T", f"np.count_nonzero({src})"])]


def fn_unravel(p, a):
    rng = p.rng
    A = p.arr(a)
    shape = fmt_shape(A.shape)
    o = q(opt_order(rng, 0.6))
    dims = fmt_shape(random_shape(rng, rng.choice([6, 12, 24]), 3))
    forms = [
        f"np.unravel_index(np.flatnonzero({a}), {shape}{kw(order=o)})",
        f"np.unravel_index({rng.randrange(max(A.size, 1))}, {shape}{kw(order=o)})",
        f"np.unravel_index([{', '.join(str(rng.randrange(6)) for _ in range(rng.randint(1, 4)))}], {dims}{kw(order=o)})",
        f"np.unravel_index(np.array([[0, 5], [3, 1]]), {dims}{kw(order=o)})",
        f"np.unravel_index({a}, {dims}{kw(order=o)})",
        f"np.ravel_multi_index(np.nonzero({a}), {shape}{kw(order=o)})",
        f"np.ravel_multi_index(np.unravel_index([1, 4, 2], {dims}), {dims}{kw(order=o)})",
        f"np.ravel_multi_index(([0, 1, 2], [5, -1, 3]), (3, 4), mode={rng.choice(['wrap', 'clip', 'raise'])!r})",
        f"np.ravel_multi_index(np.argwhere({a}).T, {shape})",
    ]
    return rng.sample(forms, 3)


def fn_join(p, a):
    rng = p.rng
    A = p.arr(a)
    forms = []
    for _ in range(6):
        ops = [a] + [rng.choice(partners(p, a)) for _ in range(rng.choice([1, 1, 2]))]
        rng.shuffle(ops)
        seq = "[" + ", ".join(ops) + "]" if rng.random() < 0.7 else "(" + ", ".join(ops) + ")"
        fn = rng.choice(["concatenate", "concatenate", "stack", "hstack", "vstack", "dstack", "column_stack"])
        args = ""
        if fn == "concatenate":
            args = kw(axis=pick_axis(rng, A.ndim, none=0.15))
        elif fn == "stack":
            args = kw(axis=str(rng.randint(-A.ndim - 1, A.ndim)))
        if fn in ("concatenate", "stack") and rng.random() < 0.1:
            args += kw(dtype=f"np.{rng.choice(ALL_DTYPES)}", casting="'unsafe'")
        forms.append(f"np.{fn}({seq}{args})")
    return forms


def fn_where(p, a):
    rng = p.rng
    A = p.arr(a)
    t = threshold(rng, A)
    cond = rng.choice([f"{a} > {t}", f"{a} % 2 == 0" if A.dtype.kind != "b" else a, f"{a}[..., :1] > {t}"])
    forms = []
    for _ in range(3):
        x = rng.choice([a, rng.choice(partners(p, a)), pick_scalar(rng, A)])
        y = rng.choice([rng.choice(partners(p, a)), pick_scalar(rng, A), f"-{a}" if A.dtype.kind != "b" else a])
        forms.append(f"np.where({cond}, {x}, {y})")
    return forms


def fn_take(p, a):
    rng = p.rng
    A = p.arr(a)
    forms = []
    for _ in range(3):
        ax = pick_axis(rng, A.ndim, none=0.25, bad=0.02)
        d = A.size if ax == "None" else A.shape[int(ax) % A.ndim] if -A.ndim <= int(ax) < A.ndim else 1
        idx = index_array_text(rng, d, rng.choice([1, 2, 3, (2, 2)])) if d else "[]"
        if rng.random() < 0.15 and d:
            idx = str(rng.randrange(-d, d))
        # (never mode='wrap' on an empty axis: NumPy 2.4's take loops forever there)
        mode = rng.choice([None, None, None, "'wrap'", "'clip'"]) if d else None
        if mode and rng.random() < 0.5:
            idx = f"[{d}, -{d + 1}, {d + 2}]"
        if ax == "None" and rng.random() < 0.5:
            forms.append(f"{a}.take({idx}{kw(mode=mode)})")
        else:
            forms.append(f"np.take({a}, {idx}{kw(axis=ax, mode=mode)})")
    return forms


def ties(A, axis=None):
    if A.size == 0:
        return False
    if axis is None:
        return len(np.unique(A.ravel())) < A.size
    s = np.sort(A, axis=axis)
    return bool(np.any(np.diff(s, axis=axis) == 0)) if s.shape[axis] > 1 else False


def fn_along(p, a):
    rng = p.rng
    A = p.arr(a)
    if A.ndim == 0:
        return [f"np.take_along_axis({a}, np.array(0), axis=None)"]
    ax = rng.randrange(-A.ndim, A.ndim)
    forms = [
        f"np.take_along_axis({a}, np.argsort({a}, axis={ax}, kind='stable'), axis={ax})",
        f"np.take_along_axis({a}, np.argmax({a}, axis={ax}, keepdims=True), axis={ax})",
        f"np.take_along_axis({a}, np.argmin({a}, axis={ax}, keepdims=True), {ax})",
        f"np.take_along_axis({a}, np.argsort({a}, axis={ax}, kind='stable')[::-1], axis={ax})",
        f"np.take_along_axis({a}, np.array([{', '.join(str(rng.randrange(max(A.size, 1))) for _ in range(3))}]), axis=None)",
    ]
    return rng.sample(forms, 2)


def negzero(A):
    """True if float array A holds both -0.0 and 0.0: they tie in a sort, and which comes first (which
    one np.unique keeps) depends on NumPy's unstable sorting network, so the generator sorts values only
    without them."""
    return A.dtype.kind == "f" and A.size > 0 and bool(np.any((A == 0) & np.signbit(A))) \
        and bool(np.any((A == 0) & ~np.signbit(A)))


def fn_sort(p, a):
    rng = p.rng
    A = p.arr(a)
    ax = pick_axis(rng, A.ndim, none=0.15, bad=0.02)
    axis = None if ax == "None" else int(ax)
    if axis is not None and not -A.ndim <= axis < A.ndim:
        axis = None
    kind = "'stable'" if A.dtype.kind == "f" or ties(A, axis if axis is None else axis % A.ndim) else \
        rng.choice([None, "'stable'", "'quicksort'"])
    axis_kw = None if (ax == "-1" and rng.random() < 0.4) else ax
    forms = [f"np.sort({a}{kw(axis=axis_kw)})", f"np.argsort({a}{kw(axis=axis_kw, kind=kind)})",
             f"{a}.argsort({kw(axis=axis_kw, kind=kind)[2:]})", f"np.sort({a}.T{kw(axis=axis_kw)})"]
    if negzero(A):
        forms = forms[1:3]
    return [rng.choice(forms)]


def fn_repeat(p, a):
    rng = p.rng
    A = p.arr(a)
    forms = []
    ax = pick_axis(rng, A.ndim, none=0.3)
    n = A.size if ax == "None" else (A.shape[int(ax) % A.ndim] if -A.ndim <= int(ax) < A.ndim else 1)
    reps = str(rng.choice([0, 1, 2, 3])) if rng.random() < 0.6 or n > 6 else \
        "[" + ", ".join(str(rng.randint(0, 3)) for _ in range(n)) + "]"
    forms.append(f"np.repeat({a}, {reps}{kw(axis=ax if ax != 'None' or rng.random() < 0.5 else None)})")
    forms.append(f"{a}.repeat({reps}{kw(axis=ax)})")
    tr = rng.choice(["2", "(2, 1)", "(1, 2)", "(2, 1, 1)", "(1, 1, 2)", "0", "(3,)", "(1,)"])
    forms.append(f"np.tile({a}, {tr})")
    return rng.sample(forms, 2)


def fn_pad(p, a):
    rng = p.rng
    A = p.arr(a)
    forms = []
    for _ in range(3):
        mode = rng.choice(["constant", "constant", "edge", "reflect", "wrap", "symmetric"])
        w = rng.random()
        if w < 0.4 or A.ndim == 0:
            width = str(rng.randint(0, 2))
        elif w < 0.6:
            width = f"({rng.randint(0, 2)}, {rng.randint(0, 2)})"
        else:
            width = "(" + ", ".join(f"({rng.randint(0, 2)}, {rng.randint(0, 2)})" for _ in range(A.ndim)) + \
                ("," if A.ndim == 1 else "") + ")"
        extra = ""
        if mode == "constant" and rng.random() < 0.5:
            extra = f", constant_values={pick_scalar(rng, A) if rng.random() < 0.7 else '(1, 2)'}"
        if mode != "constant" or rng.random() < 0.5:
            extra = f", mode='{mode}'" + extra if rng.random() < 0.6 else f", '{mode}'" + extra
        forms.append(f"np.pad({a}, {width}{extra})")
    return forms


def fn_clip(p, a):
    rng = p.rng
    A = p.arr(a)
    t1, t2 = sorted([int(threshold(rng, A)), int(threshold(rng, A))])
    forms = [f"np.clip({a}, {t1}, {t2})", f"{a}.clip({t1}, {t2})", f"np.clip({a}, None, {t2})",
             f"{a}.clip(min={t1})", f"np.clip({a}, {a}[..., :1], {t2})" if A.ndim else f"np.clip({a}, 0, 1)"]
    return [rng.choice(forms)]


def fn_diff_cum(p, a):
    rng = p.rng
    A = p.arr(a)
    ax = pick_axis(rng, A.ndim, none=0.25)
    forms = []
    if ax != "None" or rng.random() < 0.3:
        n = rng.choice([1, 1, 2, 0])
        extra = kw(n=str(n) if n != 1 else None, axis=ax if ax != "None" else None)
        if rng.random() < 0.15:
            extra += ", prepend=0"
        forms.append(f"np.diff({a}{extra})")
    exact = exact_float_ok(A) and A.dtype.kind != "b" or A.dtype.kind == "b"
    if exact:
        dt = f"np.{rng.choice(['int64', 'float64', 'int32'])}" if rng.random() < 0.15 else None
        forms.append(f"np.cumsum({a}{kw(axis=ax, dtype=dt)})")
        forms.append(f"{a}.cumsum({kw(axis=ax)[2:]})")
    big = 1
    for x in (A.ravel().tolist() if A.dtype.kind != "f" or np.all(np.isfinite(A)) else [2 ** 62]):
        big *= max(1, abs(int(x)))
        if big > 2 ** 60:
            break
    if A.size <= 12 and big < 2 ** 20 and exact:
        forms.append(f"np.cumprod({a}{kw(axis=ax)})")
    return forms


def fn_flip(p, a):
    rng = p.rng
    A = p.arr(a)
    nd = A.ndim
    forms = [f"np.flip({a})", f"np.flip({a}, {pick_axis(rng, nd, none=0)})", f"np.flipud({a})", f"np.fliplr({a})",
             f"np.roll({a}, {rng.randint(-3, 5)})", f"np.roll({a}, {rng.randint(-3, 5)}, axis={pick_axis(rng, nd, none=0)})",
             f"np.rot90({a})", f"np.rot90({a}, {rng.randint(-2, 3)})"]
    if nd >= 2:
        i, j = rng.sample(range(nd), 2)
        forms += [f"np.flip({a}, axis=({i}, {j - nd}))", f"np.rot90({a}, {rng.randint(-1, 3)}, axes=({i}, {j}))",
                  f"np.roll({a}, (1, -1), axis=({i}, {j}))"]
    return rng.sample(forms, 2)


def fn_unique(p, a):
    rng = p.rng
    if negzero(p.arr(a)):
        return []
    opts = rng.choice(["", "", ", return_counts=True", ", return_index=True"])
    return [f"np.unique({a}{opts})"]


def fn_tri(p, a):
    rng = p.rng
    A = p.arr(a)
    k = rng.randint(-2, 2)
    forms = [f"np.tril({a}{', ' + str(k) if k else ''})", f"np.triu({a}, k={k})", f"np.diag({a}{', ' + str(k) if k else ''})",
             f"np.diagonal({a}{kw(offset=str(k) if k else None)})", f"{a}.diagonal()"]
    if A.ndim >= 2:
        i, j = rng.sample(range(A.ndim), 2)
        forms.append(f"np.diagonal({a}, {k}, {i}, {j - A.ndim})")
        forms.append(f"{a}.diagonal(axis1={i}, axis2={j})")
        if exact_float_ok(A):
            forms.append(f"np.trace({a}{kw(offset=str(k) if k else None)})")
            forms.append(f"{a}.trace(axis1={i}, axis2={j})")
    if A.ndim == 1 and A.size <= 12:
        forms.append(f"np.diag({a}, {k})")
    return rng.sample(forms, min(3, len(forms)))


def einsum_spec(rng, shape, second=None):
    nd = len(shape)
    letters = "ijklmnopqrstuvwxyz"[:nd]
    out = [c for c in letters if rng.random() < 0.7]
    rng.shuffle(out)
    if second is None:
        # a repeated index ('ii...') only over equal lengths: NumPy 2.4 does not check a mismatch when one
        # length is 0 and returns a view outside its (empty) buffer, which crashes when written to
        if nd >= 2 and shape[0] == shape[1] and rng.random() < 0.2:
            ins = letters[0] * 2 + letters[2:]
            return ins + "->" + ("" if rng.random() < 0.3 else letters[0] + letters[2:])
        if rng.random() < 0.15:
            return "..." + letters[-1:] + "->..." if nd else "->"
        return letters + "->" + "".join(out)
    return letters + "," + second + "->" + "".join(out)


def fn_linalg(p, a):
    rng = p.rng
    A = p.arr(a)
    nd = A.ndim
    forms = []
    for _ in range(5):
        b = rng.choice(partners(p, a) + ([f"{a}.T"] if nd else []))
        r = rng.random()
        if r < 0.15:
            e = f"np.outer({a}, {b})"
        elif r < 0.3:
            e = f"np.dot({a}, {b})"
        elif r < 0.45:
            e = rng.choice([f"np.matmul({a}, {b})", f"{a} @ {b}"])
        elif r < 0.55:
            e = f"np.inner({a}, {b})"
        elif r < 0.7:
            e = f"np.tensordot({a}, {b}, axes={rng.choice(['0', '1', '1', '2', '([0], [0])', '([-1], [0])'])})"
        elif r < 0.85 and nd <= 18:
            e = f"np.einsum('{einsum_spec(rng, A.shape)}', {a})"
            b = a
        else:
            ok, B = try_value(p, b)
            if not ok or not isinstance(B, np.ndarray) or max(nd, B.ndim) > 18:
                continue
            letters = "ijklmnopqrstuvwxyz"
            sec = letters[:B.ndim] if rng.random() < 0.7 else "".join(rng.sample(letters[:max(B.ndim, 4)], B.ndim))
            e = f"np.einsum('{einsum_spec(rng, A.shape, sec)}', {a}, {b})"
        if exact_operands(p, a, b):
            forms.append(e)
    return forms


def fn_broadcast(p, a):
    rng = p.rng
    A = p.arr(a)
    forms = []
    for _ in range(3):
        b = rng.choice(partners(p, a))
        forms.append(f"np.broadcast_arrays({a}, {b})")
    k1, k2 = rng.randint(0, 4), rng.randint(1, 4)
    x, y = f"{a}.ravel()[:{k1}]", rng.choice([f"{a}.ravel()[{k1}:{k1 + k2}]", f"np.arange({k2})"])
    opts = kw(indexing=rng.choice([None, "'ij'", "'xy'"]), sparse=rng.choice([None, "True", "False"]),
              copy=rng.choice([None, None, "False"]))
    forms.append(f"np.meshgrid({x}, {y}{opts})")
    if rng.random() < 0.3:
        forms.append(f"np.meshgrid({x}, {y}, np.arange(2){opts})")
    return forms


def fn_shape(p, a):
    rng = p.rng
    A = p.arr(a)
    nd = A.ndim
    ones = [i for i, d in enumerate(A.shape) if d == 1]
    forms = [f"np.squeeze({a})", f"np.expand_dims({a}, {rng.randint(-nd - 1, nd)})",
             f"np.expand_dims({a}, ({rng.randint(0, nd)}, {nd + 1}))"]
    if ones:
        forms.append(f"np.squeeze({a}, axis={rng.choice(ones) - (nd if rng.random() < 0.5 else 0)})")
    if nd >= 2:
        i, j = rng.sample(range(nd), 2)
        forms.append(f"np.moveaxis({a}, [{i}, {j}], [{j}, {i - nd}])")
        forms.append(f"np.moveaxis({a}, {i}, {j - nd})")
    return [rng.choice(forms)]


def fn_split(p, a):
    rng = p.rng
    A = p.arr(a)
    nd = A.ndim
    ax = pick_axis(rng, nd, none=0, bad=0.02)
    n = A.shape[int(ax) % nd] if nd and -nd <= int(ax) < nd else 1
    sec = rng.choice([d for d in divisors(n) if d <= 6] or [1]) if rng.random() < 0.6 else rng.randint(1, 5)
    idx = "[" + ", ".join(str(rng.randint(-1, n + 1)) for _ in range(rng.randint(1, 3))) + "]"
    forms = [f"np.split({a}, {rng.choice([sec, idx])}{kw(axis=ax if ax != '0' else None)})",
             f"np.array_split({a}, {rng.choice([rng.randint(1, 5), idx])}{kw(axis=ax)})",
             f"np.hsplit({a}, {sec})", f"np.vsplit({a}, {sec})", f"np.dsplit({a}, {sec})"]
    return rng.sample(forms, 2)


def fn_search(p, a):
    rng = p.rng
    A = p.arr(a)
    nd = A.ndim
    ax = pick_axis(rng, nd, none=0.3)
    keep = kw(keepdims=rng.choice([None, None, "True", "False"]))
    side = kw(side=rng.choice([None, "'left'", "'right'"]))
    v = rng.choice([a, threshold(rng, A), f"[{threshold(rng, A)}, {threshold(rng, A)}]"])
    forms = [f"np.searchsorted(np.sort({a}.ravel()), {v}{side})",
             f"np.count_nonzero({a}{kw(axis=ax if ax != 'None' or rng.random() < 0.3 else None)}{keep})",
             f"np.{rng.choice(['argmax', 'argmin'])}({a}{kw(axis=ax)}{keep})",
             f"{a}.{rng.choice(['argmax', 'argmin'])}({kw(axis=ax)[2:]})",
             f"np.{rng.choice(['any', 'all'])}({a}{kw(axis=ax)}{keep})",
             f"{a}.{rng.choice(['any', 'all'])}({kw(axis=ax)[2:]})"]
    return [rng.choice(forms)]


def fn_isclose(p, a):
    rng = p.rng
    A = p.arr(a)
    b = rng.choice(partners(p, a) + [threshold(rng, A)])
    tol = rng.choice(["", "", ", atol=1", ", rtol=0.5", ", equal_nan=True"])
    return [f"np.isclose({a}, {b}{tol})", f"np.isclose({b}, {a}{tol})"]


FUNCTION_KINDS = {
    "like": (fn_like, 8), "copy": (fn_copy, 9), "atleast": (fn_atleast, 5), "fancy": (fn_fancy, 12),
    "nonzero": (fn_nonzero, 6), "unravel": (fn_unravel, 4), "join": (fn_join, 7), "where": (fn_where, 4),
    "take": (fn_take, 5), "along": (fn_along, 4), "sort": (fn_sort, 4), "repeat": (fn_repeat, 4),
    "pad": (fn_pad, 4), "clip": (fn_clip, 2), "diff_cum": (fn_diff_cum, 4), "flip": (fn_flip, 5),
    "unique": (fn_unique, 2), "tri": (fn_tri, 4), "linalg": (fn_linalg, 6), "broadcast": (fn_broadcast, 4),
    "shape": (fn_shape, 3), "split": (fn_split, 4), "search": (fn_search, 4), "isclose": (fn_isclose, 2),
}


def keep_seq(p, name):
    """A tuple/list of arrays: print each element's shape, strides and ownership, the repr, and keep one."""
    v = p.env.get(name)
    if not (isinstance(v, (tuple, list)) and v and all(isinstance(x, np.ndarray) for x in v)):
        p.run(name)
        return
    p.run(f"print('{name}', [(x.shape, x.strides, x.base is None) for x in {name}])")
    p.run(name)
    if p.rng.random() < 0.5:
        k = p.rng.randrange(len(v))
        e = p.new_name()
        if p.run(f"{e} = {name}[{k}]"):
            keep_result(p, e, describe=0.3)


def gen_mutating_call(p):
    """In-place functions on a writeable live view: put_along_axis, ndarray.sort, a ufunc with out=."""
    rng = p.rng
    names = writeable_live(p)
    if not names:
        return
    a = rng.choice(names)
    A = p.arr(a)
    nd = A.ndim
    r = rng.random()
    if r < 0.35 and nd:
        ax = rng.randrange(-nd, nd)
        idx = rng.choice([f"np.argmax({a}, axis={ax}, keepdims=True)", f"np.argsort({a}, axis={ax}, kind='stable')[:1]"
                          if ax % nd == 0 else f"np.argmin({a}, axis={ax}, keepdims=True)"])
        val = pick_scalar(rng, A) if rng.random() < 0.7 else f"{a}[..., :1] * 0"
        p.run(f"np.put_along_axis({a}, {idx}, {val}, axis={ax})")
    elif r < 0.6 and not negzero(A):
        ax = pick_axis(rng, nd, none=0.0, bad=0.02)
        p.run(f"{a}.sort({kw(axis=ax if ax != '-1' else None)[2:]})")
    else:
        fn = rng.choice(["maximum", "minimum"])
        cands = [b for b in partners(p, a) if try_value(p, b)[0] and isinstance(try_value(p, b)[1], np.ndarray)
                 and shape_compatible(A.shape, try_value(p, b)[1].shape)
                 and np.broadcast_shapes(A.shape, try_value(p, b)[1].shape) == A.shape]
        b = rng.choice(cands) if cands else pick_scalar(rng, A)
        x = rng.choice([a] + [c for c in p.live if p.arr(c).shape == A.shape])
        name = p.new_name()
        if p.run(f"{name} = np.{fn}({x}, {b}, out={a})"):
            p.run(f"print({name} is {a})")
    print_live(p)


def gen_function(p):
    rng = p.rng
    if rng.random() < 0.1:
        gen_mutating_call(p)
        return
    kinds = list(FUNCTION_KINDS)
    kind = rng.choices(kinds, weights=[FUNCTION_KINDS[k][1] for k in kinds])[0]
    a = rng.choice(p.live[-3:] if rng.random() < 0.6 else p.live)
    expr = first_valid(p, FUNCTION_KINDS[kind][0](p, a))
    if expr is None:
        return
    name = p.new_name()
    if not p.run(f"{name} = {expr}"):
        return
    v = p.env.get(name)
    if expr.startswith("np.empty_like"):  # contents are garbage: layout only, never kept or printed
        p.run(f"print('{name}', {name}.shape, {name}.dtype, {name}.strides, {name}.base is None, "
              f"{name}.flags.c_contiguous, {name}.flags.f_contiguous)")
    elif isinstance(v, (tuple, list)):
        keep_seq(p, name)
    else:
        keep_result(p, name, parent=a, describe=0.25)


def generate(seed, index, numeric=False, functions=False):
    """Program `index` of run `seed` (text). Deterministic: depends only on (seed, index, mode)."""
    rng = random.Random(f"stridelab-fuzz:{seed}:{index}" + (":numeric" if numeric else "")
                        + (":functions" if functions else ""))
    p = Program(rng)
    gen_root(p)
    if rng.random() < 0.25:
        gen_root(p)
    for _ in range(rng.randint(2, 8)):
        if not p.live:
            gen_root(p)
            continue
        src = rng.choice(p.live[-3:] if rng.random() < 0.7 else p.live)
        expr = gen_view_op(p, src)
        name = p.new_name()
        if p.run(f"{name} = {expr}"):
            v = p.env.get(name)
            if isinstance(v, np.ndarray) and v.size <= MAX_ELEMENTS and p.adopt(name, src):
                p.describe(name)
            else:
                p.run(name)
        if rng.random() < 0.15:
            gen_write(p)
        if numeric:
            for _ in range(rng.choice([0, 1, 1, 2, 3])):
                if p.live:
                    gen_numeric(p)
        if functions:
            for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
                if p.live:
                    gen_function(p)
    live = list(p.live)
    for i in range(len(live)):
        for j in range(i + 1, len(live)):
            a, b = live[i], live[j]
            p.run(f"print('{a}', '{b}', np.shares_memory({a}, {b}), np.may_share_memory({a}, {b}))")
    return HEADER + "\n".join(p.lines) + "\n"


# ---------------------------------------------------------------------------------------------------------
# Oracle and binary


def expected_of(src):
    """(stdout, exit status) plain mode must produce for `src`, via golden's echo (with its guards)."""
    violations = []
    golden.install_as_strided_guard(np, violations)
    saved = np.get_printoptions()
    try:
        out, raised = golden.echo_source(src, "<fuzz>")
    finally:
        np.set_printoptions(**saved)
    if violations:
        raise golden.OutOfBounds("; ".join(violations))
    return out, (1 if raised else 0)


def run_binary(binary, path, timeout):
    try:
        cp = subprocess.run([binary, "--plain", path], stdin=subprocess.DEVNULL, capture_output=True,
                            timeout=timeout)
        return cp.stdout.decode("utf-8", "replace"), cp.returncode, cp.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, None, f"timeout after {timeout} s"


def compare(binary, src, expected, status, workdir, tag, timeout):
    path = os.path.join(workdir, f"{tag}.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(src)
    out, code, err = run_binary(binary, path, timeout)
    if out is None:
        return f"TIMEOUT ({err})"
    problems = []
    if code not in (0, 1):
        problems.append(f"exit status {code} (crash?); stderr: {err.strip()[:300]}")
    elif code != status:
        problems.append(f"exit status {code}, expected {status}")
    if out != expected:
        el, al = expected.splitlines(), out.splitlines()
        k = next((i for i in range(min(len(el), len(al))) if el[i] != al[i]), min(len(el), len(al)))
        problems.append(f"stdout differs at line {k + 1}: expected {el[k] if k < len(el) else '<end>'!r}, "
                        f"got {al[k] if k < len(al) else '<end>'!r}")
    return "; ".join(problems) or None


def minimize(binary, src, workdir, tag, timeout):
    """Greedy statement removal while the program still fails (and introduces no NameError)."""
    header_lines = HEADER.count("\n")
    lines = src.splitlines()
    body = lines[header_lines:]
    i = len(body) - 1
    while i >= 0:
        trial = body[:i] + body[i + 1:]
        text = HEADER + "\n".join(trial) + "\n"
        try:
            exp, st = expected_of(text)
        except golden.OutOfBounds:
            i -= 1
            continue
        if "NameError" not in exp and compare(binary, text, exp, st, workdir, f"{tag}_min", timeout):
            body = trial
        i -= 1
    return HEADER + "\n".join(body) + "\n"


def next_free_number(folder):
    used = [int(m.group(1)) for f in os.listdir(folder) if (m := re.match(r"(\d+)", f))]
    return max(used, default=0) + 1


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--start", type=int, default=0, help="index of the first program")
    ap.add_argument("--bin", default="target/release/stridelab")
    ap.add_argument("--keep-failures", metavar="DIR")
    ap.add_argument("--numeric", action="store_true",
                    help="mix arithmetic, comparisons, reductions, in-place operators and ufunc.at into the programs")
    ap.add_argument("--functions", action="store_true",
                    help="call NumPy functions on the live arrays and check each result's strides, base and repr")
    ap.add_argument("--minimize", action="store_true", help="shrink kept failures first")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=10.0)
    ap.add_argument("--show", type=int, metavar="I", help="print program I and its expected output, then exit")
    ap.add_argument("--max-report", type=int, default=10, help="failures described on the terminal")
    args = ap.parse_args(argv)

    if args.show is not None:
        src = generate(args.seed, args.show, args.numeric, args.functions)
        out, status = expected_of(src)
        sys.stdout.write(src + "# ---- expected output (exit status %d) ----\n" % status + out)
        return 0

    have_bin = os.path.isfile(args.bin) and os.access(args.bin, os.X_OK)
    if not have_bin:
        print(f"fuzz_views: binary {args.bin!r} not found or not executable (build it with "
              f"`cargo build --release`); generating programs and checking the oracle only, no comparison.")

    failures = []
    refused = 0
    indices = range(args.start, args.start + args.count)
    with tempfile.TemporaryDirectory(prefix="stridelab-fuzz-") as workdir:
        programs = []
        for i in indices:
            src = generate(args.seed, i, args.numeric, args.functions)
            try:
                exp, status = expected_of(src)
            except golden.OutOfBounds as e:  # generator bug: never compare against garbage
                refused += 1
                print(f"program {i}: refused by the as_strided guard: {e}")
                continue
            programs.append((i, src, exp, status))
        if not have_bin:
            print(f"SKIPPED: {len(programs)} programs generated (seed {args.seed}), oracle ok, "
                  f"{refused} refused; 0 passed, 0 failed")
            return 0

        def job(item):
            i, src, exp, status = item
            return i, src, exp, status, compare(args.bin, src, exp, status, workdir, f"p{i}", args.timeout)

        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for i, src, exp, status, problem in pool.map(job, programs):
                if problem:
                    failures.append((i, src, exp, status, problem))

        for i, src, exp, status, problem in failures[:args.max_report]:
            print(f"FAIL program {i} (reproduce: --seed {args.seed} --show {i}): {problem}")
        if len(failures) > args.max_report:
            print(f"... and {len(failures) - args.max_report} more failures")

        if args.keep_failures and failures:
            os.makedirs(args.keep_failures, exist_ok=True)
            n = next_free_number(args.keep_failures)
            for i, src, exp, status, problem in failures:
                if args.minimize:
                    src = minimize(args.bin, src, workdir, f"m{i}", args.timeout)
                    exp, status = expected_of(src)
                body = f"# fuzz_views.py --seed {args.seed} --show {i}\n" + src
                out, _ = expected_of(body)  # a comment line changes nothing, but regenerate to be exact
                base = os.path.join(args.keep_failures, f"{n:03d}")
                with open(base + ".py", "w", encoding="utf-8") as f:
                    f.write(body)
                with open(base + ".out", "w", encoding="utf-8", newline="") as f:
                    f.write(out)
                print(f"kept {base}.py")
                n += 1

    passed = len(programs) - len(failures)
    print(f"{passed} passed, {len(failures)} failed" + (f", {refused} refused" if refused else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
