#!/usr/bin/env python3
"""Golden-output generator for stridelab's conformance corpus (plain mode's oracle).

For every ``X.py`` under the given folders (recursively) this writes ``X.out`` beside it: what
``stridelab --plain X.py`` must print, byte for byte. The rules are the ones of the reference echo
(shared/tools/numpy_echo.py), re-implemented here:

* the file is split into its top-level statements with ``ast`` (a ``for``/``if``/``while`` block is one
  statement) and they run in turn in one fresh namespace (``__name__ == "__main__"``);
* stdout is captured per statement; an expression statement whose value is not None appends ``repr(value)``;
* a statement that raises an ``Exception`` appends what it printed so far and then ``TypeName: message``
  (the class's ``__name__``), and the next statement runs.

Usage:
    python3 tools/golden.py tests/conformance            # (re)write every .out
    python3 tools/golden.py --check tests/conformance    # list .out files that would change; exit 1 if any
    python3 tools/golden.py --print FILE.py              # print the expected output of one script

Only NumPy 2.4.x is accepted: outputs (reprs, error messages) differ between NumPy versions.

A few outputs depend on the SIMD loops NumPy picks for the CPU (which of 0.0 and -0.0 a max
reduction returns, say). ``X.out`` is NumPy's output on a CPU with AVX-512; a script whose output
differs on a CPU with AVX2 but no AVX-512 also has ``X.avx2.out``, and the conformance harness
reads that one when stridelab was built for such a CPU. Run on an AVX2 machine, this tool writes
``X.avx2.out`` where one exists and leaves ``X.out`` alone; create a new ``.avx2.out`` by hand
(``--print``) when a script turns out to depend on the CPU.
Each script is run twice; if the two outputs differ (raw addresses, id(), dict-order tricks...) the script is
reported as non-deterministic and no .out is written for it. Print options are reset between scripts.
"""
import argparse
import ast
import contextlib
import io
import os
import re
import sys

REQUIRED_NUMPY = "2.4"


def _import_numpy():
    try:
        import numpy
    except ImportError:
        sys.exit("golden.py: NumPy is not installed; run `pip install 'numpy==2.4.*'`")
    if not numpy.__version__.startswith(REQUIRED_NUMPY):
        sys.exit(f"golden.py: NumPy {numpy.__version__} found, but the corpus is defined by NumPy "
                 f"{REQUIRED_NUMPY}.x; run `pip install 'numpy==2.4.*'`")
    return numpy


def echo_source(src, filename="<script>"):
    """Run ``src`` statement by statement and return what plain mode must print, plus whether anything raised."""
    tree = ast.parse(src, filename)
    env = {"__name__": "__main__"}
    out = []
    raised = False
    for node in tree.body:
        buf = io.StringIO()
        try:
            if isinstance(node, ast.Expr):
                code = compile(ast.Expression(node.value), filename, "eval")
                with contextlib.redirect_stdout(buf):
                    value = eval(code, env)
                out.append(buf.getvalue())
                if value is not None:
                    out.append(repr(value) + "\n")
            else:
                code = compile(ast.Module([node], []), filename, "exec")
                with contextlib.redirect_stdout(buf):
                    exec(code, env)
                out.append(buf.getvalue())
        except Exception as e:  # same net as the reference echo: not SystemExit/KeyboardInterrupt
            out.append(buf.getvalue())
            out.append(f"{type(e).__name__}: {e}\n")
            raised = True
    return "".join(out), raised


def byte_extent(arr):
    """[lo, hi) byte range an array's elements touch (NumPy's mem_overlap extent rule); None if empty."""
    if 0 in arr.shape:
        return None
    ptr = arr.__array_interface__["data"][0]
    lo = ptr + sum(min(0, s * (d - 1)) for s, d in zip(arr.strides, arr.shape))
    hi = ptr + sum(max(0, s * (d - 1)) for s, d in zip(arr.strides, arr.shape)) + arr.itemsize
    return lo, hi


def owner_of(arr, np):
    """The array that owns the memory behind ``arr`` (walking .base through DummyArray wrappers)."""
    o = arr
    for _ in range(1000):
        b = o.base
        if isinstance(b, np.ndarray):
            o = b
        elif b is not None and isinstance(getattr(b, "base", None), np.ndarray):
            o = b.base  # as_strided's DummyArray keeps the input as .base
        else:
            break
    return o


class OutOfBounds(Exception):
    pass


def install_as_strided_guard(np, violations):
    """Wrap the public as_strided so any view reaching outside its owner's buffer is recorded.

    NumPy performs no bounds check (it reads garbage); such a script has no stable expected output, and the
    shell refuses it by design, so the corpus must never contain one.
    """
    import numpy.lib.stride_tricks as st
    original = getattr(st.as_strided, "__wrapped_original__", st.as_strided)

    def as_strided(x, *args, **kwargs):
        r = original(x, *args, **kwargs)
        ext = byte_extent(r)
        if ext is not None and isinstance(x, np.ndarray):
            own = byte_extent(owner_of(x, np))
            if own is None or ext[0] < own[0] or ext[1] > own[1]:
                violations.append(f"as_strided view shape={r.shape} strides={r.strides} reads outside its buffer")
        return r

    as_strided.__wrapped_original__ = original
    as_strided.__doc__ = original.__doc__
    st.as_strided = as_strided


def echo_file(path, np):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    saved = np.get_printoptions()
    violations = []
    install_as_strided_guard(np, violations)
    try:
        out, raised = echo_source(src, path)
    finally:
        # A script may change print options; never let that leak into the next script.
        np.set_printoptions(**saved)
    if violations:
        raise OutOfBounds("; ".join(violations))
    return out, raised


# Things that would make an .out differ between runs or machines.
_SUSPICIOUS = [
    (re.compile(r"0x[0-9a-fA-F]{6,}"), "a raw address (0x...)"),
    (re.compile(r"'data': \(\d{6,}"), "a raw __array_interface__ data pointer"),
]


def has_avx512(np):
    """Whether NumPy runs its AVX-512 loops here (see the module doc on ``.avx2.out``)."""
    from numpy._core._multiarray_umath import __cpu_features__
    return bool(__cpu_features__.get("AVX512_SKX"))


def scripts_under(folders):
    for folder in folders:
        if os.path.isfile(folder) and folder.endswith(".py"):
            yield folder
            continue
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            dirs[:] = [d for d in dirs if not d.startswith((".", "__"))]
            for name in sorted(files):
                if name.endswith(".py"):
                    yield os.path.join(root, name)


def orphan_outs(folders):
    for folder in folders:
        if not os.path.isdir(folder):
            continue
        for root, dirs, files in os.walk(folder):
            for name in sorted(files):
                stem = name[:-9] if name.endswith(".avx2.out") else name[:-4]
                if name.endswith(".out") and stem + ".py" not in files:
                    yield os.path.join(root, name)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", help="folders (searched recursively) or single .py files")
    ap.add_argument("--check", action="store_true", help="do not write; list .out files that would change")
    ap.add_argument("--print", dest="print_only", action="store_true", help="print expected output to stdout")
    args = ap.parse_args(argv)
    np = _import_numpy()

    changed, written, unchanged, bad = [], 0, 0, []
    for path in scripts_under(args.paths):
        try:
            first, _ = echo_file(path, np)
            second, _ = echo_file(path, np)
        except OutOfBounds as e:
            bad.append((path, str(e)))
            continue
        if first != second:
            bad.append((path, "output differs between two runs (non-deterministic)"))
            continue
        problems = [why for rx, why in _SUSPICIOUS if rx.search(first)]
        if problems:
            bad.append((path, "output contains " + ", ".join(problems)))
            continue
        if args.print_only:
            sys.stdout.write(first)
            continue
        out_path = path[:-3] + ".out"
        if not has_avx512(np) and os.path.exists(path[:-3] + ".avx2.out"):
            out_path = path[:-3] + ".avx2.out"
        try:
            with open(out_path, encoding="utf-8", newline="") as f:
                old = f.read()
        except FileNotFoundError:
            old = None
        if old == first:
            unchanged += 1
            continue
        changed.append(out_path if old is not None else out_path + " (new)")
        if not args.check:
            with open(out_path, "w", encoding="utf-8", newline="") as f:
                f.write(first)
            written += 1

    if args.print_only:
        for path, why in bad:
            print(f"golden.py: {path}: {why}", file=sys.stderr)
        return 1 if bad else 0
    for path, why in bad:
        print(f"REFUSED {path}: {why}")
    if args.check:
        for orphan in orphan_outs(args.paths):
            print(f"orphan (no .py beside it): {orphan}")
        for c in changed:
            print(f"would change: {c}")
        print(f"{unchanged} up to date, {len(changed)} would change, {len(bad)} refused")
        return 1 if (changed or bad) else 0
    for c in changed:
        print(f"wrote: {c}")
    print(f"{unchanged} up to date, {written} written, {len(bad)} refused (NumPy {np.__version__})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
