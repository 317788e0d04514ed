#!/usr/bin/env python3
"""NumPy's own docstring examples as a conformance suite (tests/conformance/docstrings/).

For every name in the reference list (shared/reference/numpy-doc-functions.txt, e.g. ``reshape``,
``ndarray.flat``, ``add.at``, ``lib.stride_tricks.sliding_window_view``) and in tools/docstring-names-extra.txt
(names the shell registers beyond that list) this takes the installed NumPy's
docstring, extracts its ``>>>`` examples (continuation ``...`` lines included, via ``doctest``'s parser), and
writes them in order as one script ``<name>.py`` (dots become ``_``). The expected output ``<name>.out`` is
written by tools/golden.py's echo (its rules, its determinism checks): the docstring's own printed outputs are
never used, NumPy 2.4 itself is the oracle.

Skipped, one example at a time, is only what cannot be deterministic or is out of scope by decision:
``np.empty``/``empty_like``/``np.ndarray(shape)`` contents, ``id()``, timing, plotting and file IO (they are
counted and the counts printed). Examples on strings, datetimes and object arrays are kept: stridelab's refusal of
them is part of what the suite measures. An example that uses a name only a skipped example defined is skipped
as well. Random examples are made deterministic:
``np.random.seed(0)`` is put before the first use of the legacy API and ``default_rng()`` becomes
``default_rng(0)``. A docstring whose examples equal an earlier one's (``add.at`` / ``ufunc.at``) is written once.

With a built binary (``--bin``, default target/release/stridelab if present) the tool runs every script under
``stridelab --plain`` and prints the figures docs/conformance.md quotes: identical scripts, and the share of expected
lines stridelab reproduces (lines of the ``.out`` in the longest matching blocks of a line diff).
``--update-known`` rewrites KNOWN_FAILURES.txt, the list tests/conformance.rs expects to fail (a listed script
that passes fails the test, so the list only shrinks).

Usage:
    python3 tools/docstrings.py                       # regenerate the suite, then measure (if the binary exists)
    python3 tools/docstrings.py --measure             # measure only, no regeneration
    python3 tools/docstrings.py --update-known        # regenerate, measure, rewrite KNOWN_FAILURES.txt
    python3 tools/docstrings.py --failing             # measure and list failing scripts with their line figure
"""
import argparse
import ast
import difflib
import doctest
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import golden  # noqa: E402  (the echo rules live there, once)

SUITE = os.path.join(ROOT, "tests", "conformance", "docstrings")
# registered names beyond the reference list (see the file's header)
EXTRA_LIST = os.path.join(HERE, "docstring-names-extra.txt")
KNOWN = os.path.join(SUITE, "KNOWN_FAILURES.txt")
DEFAULT_LIST = "/work/shared/reference/numpy-doc-functions.txt"
if not os.path.exists(DEFAULT_LIST):
    DEFAULT_LIST = os.path.join(os.path.dirname(ROOT), "shared", "reference", "numpy-doc-functions.txt")

# (reason, pattern on the example's source) — what can never give a stable output.
NONDETERMINISTIC = [
    ("id()", re.compile(r"(?<![\w.])id\(")),
    ("timing", re.compile(r"\btimeit\b|\bglobals\(\)|\btime\s*[.(]|\bimport time\b|"
                        r"for \w+ in range\(\d{3,}\):\s*_ =")),  # a benchmark loop
    ("plotting", re.compile(r"\bplt\b|matplotlib|pyplot")),
    ("file IO", re.compile(r"(?<![\w.])open\(|\.tofile\(|\bfromfile\(|np\.(save|savez|load|savetxt|loadtxt|genfromtxt)\b|"
                           r"\btempfile\b|\bos\.|\bpathlib\b|\bmemmap\b")),
]
# np.empty & co show whatever was in memory; only an example that displays something is dropped.
EMPTY_CONTENTS = re.compile(r"\bempty(_like)?\(|np\.ndarray\((shape=)?[(\[]")
LEGACY_RANDOM = re.compile(r"np\.random\.(?!default_rng|Generator|PCG64|seed)\w+")


def resolve(np, name):
    obj = np
    for part in name.split("."):
        obj = getattr(obj, part)
    return obj


def names_of(tree, ctx):
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ctx)}


def select_examples(doc):
    """The examples to keep (their sources) and a {reason: count} of those dropped."""
    kept, dropped, tainted = [], {}, set()
    seeded = False
    for ex in doctest.DocTestParser().get_examples(doc):
        src = ex.source
        try:
            tree = ast.parse(src)
        except SyntaxError:
            dropped["not Python"] = dropped.get("not Python", 0) + 1
            continue
        reason = next((why for why, rx in NONDETERMINISTIC if rx.search(src)), None)
        if reason is None and EMPTY_CONTENTS.search(src) and ex.want.strip():
            reason = "np.empty contents"
        if reason is None and names_of(tree, ast.Load) & tainted:
            reason = "uses a skipped example's name"
        if reason is not None:
            dropped[reason] = dropped.get(reason, 0) + 1
            tainted |= names_of(tree, ast.Store)
            continue
        tainted -= names_of(tree, ast.Store)
        src = re.sub(r"default_rng\(\s*\)", "default_rng(0)", src)
        if not seeded and LEGACY_RANDOM.search(src):
            kept.append("np.random.seed(0)\n")
            seeded = True
        kept.append(src if src.endswith("\n") else src + "\n")
    return kept, dropped


def file_stem(name):
    return name.replace(".", "_")


def generate(np, names):
    os.makedirs(SUITE, exist_ok=True)
    written, seen, report, produced = [], {}, [], set()
    totals = {}
    for name in names:
        stem = file_stem(name)
        if stem in produced:
            continue
        produced.add(stem)
        try:
            doc = resolve(np, name).__doc__ or ""
        except AttributeError:
            report.append(f"  {name}: not in NumPy {np.__version__}")
            continue
        kept, dropped = select_examples(doc)
        for k, v in dropped.items():
            totals[k] = totals.get(k, 0) + v
        body = "".join(kept)
        if all(re.fullmatch(r"\s*(import numpy as np)?\s*", k) for k in kept):
            report.append(f"  {name}: no usable examples" + (f" (dropped {dropped})" if dropped else ""))
            continue
        if body in seen:
            report.append(f"  {name}: same examples as {seen[body]}")
            continue
        seen[body] = name
        header = f"# numpy.{name}: the docstring's examples (NumPy {np.__version__}), by tools/docstrings.py\n"
        if not body.startswith("import numpy as np\n"):
            header += "import numpy as np\n"  # examples in Notes may come before the docstring's own import
        path = os.path.join(SUITE, stem + ".py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(header + body)
        try:
            first, _ = golden.echo_file(path, np)
            second, _ = golden.echo_file(path, np)
        except golden.OutOfBounds as e:
            first, second = None, str(e)
        problems = [] if first is None else [why for rx, why in golden._SUSPICIOUS if rx.search(first)]
        if first is None or first != second or problems:
            os.remove(path)
            report.append(f"  {name}: refused (non-deterministic output {problems or ''})")
            continue
        with open(path[:-3] + ".out", "w", encoding="utf-8", newline="") as f:
            f.write(first)
        written.append(stem)
    # Remove scripts of names no longer produced.
    keep = set(written)
    for fname in os.listdir(SUITE):
        stem, ext = os.path.splitext(fname)
        if ext in (".py", ".out") and stem not in keep:
            os.remove(os.path.join(SUITE, fname))
    print(f"wrote {len(written)} scripts to {os.path.relpath(SUITE, ROOT)}")
    if totals:
        print("examples skipped: " + ", ".join(f"{v} {k}" for k, v in sorted(totals.items())))
    for line in report:
        print(line)
    return written


def measure(binary, stems):
    """[(stem, identical?, expected lines, reproduced lines)] for each script."""
    results = []
    for stem in stems:
        py = os.path.join(SUITE, stem + ".py")
        with open(py[:-3] + ".out", encoding="utf-8") as f:
            expected = f.read()
        try:
            run = subprocess.run([binary, "--plain", py], capture_output=True, timeout=10, cwd=ROOT)
            actual = run.stdout.decode("utf-8", "replace")
            ok_status = run.returncode in (0, 1)
        except subprocess.TimeoutExpired:
            actual, ok_status = "", False
        exp_lines = expected.splitlines(keepends=True)
        act_lines = actual.splitlines(keepends=True)
        sm = difflib.SequenceMatcher(None, exp_lines, act_lines, autojunk=False)
        same = sum(b.size for b in sm.get_matching_blocks())
        results.append((stem, ok_status and actual == expected, len(exp_lines), same))
    return results


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--list", default=DEFAULT_LIST, help="file of NumPy names, one a line")
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "stridelab"))
    ap.add_argument("--measure", action="store_true", help="do not regenerate; only run and measure")
    ap.add_argument("--update-known", action="store_true", help="rewrite KNOWN_FAILURES.txt from this run")
    ap.add_argument("--failing", action="store_true", help="list failing scripts")
    args = ap.parse_args(argv)
    np = golden._import_numpy()
    if args.measure:
        stems = sorted(f[:-3] for f in os.listdir(SUITE) if f.endswith(".py"))
    else:
        names = []
        for path in (args.list, EXTRA_LIST):
            with open(path, encoding="utf-8") as f:
                names += [ln.strip() for ln in f if ln.strip() and not ln.startswith("#") and ln.strip() not in names]
        stems = generate(np, names)
    if not os.path.exists(args.bin):
        print(f"no binary at {args.bin}: generated only, not measured")
        return 0
    results = measure(args.bin, stems)
    identical = sum(r[1] for r in results)
    lines = sum(r[2] for r in results)
    same = sum(r[3] for r in results)
    print(f"docstring suite: {identical} of {len(results)} scripts identical, "
          f"{same} of {lines} expected lines reproduced ({100.0 * same / max(lines, 1):.1f}%)")
    failing = sorted(r for r in results if not r[1])
    if args.failing:
        for stem, _, n, s in failing:
            print(f"  FAIL {stem}.py  {s}/{n} lines")
    if args.update_known:
        try:
            with open(KNOWN, encoding="utf-8") as f:
                before = {ln.strip() for ln in f if ln.strip() and not ln.startswith("#")}
        except FileNotFoundError:
            before = None
        if before is not None:
            new = [stem + ".py" for stem, *_ in failing if stem + ".py" not in before]
            if new:
                print(f"WARNING: {len(new)} scripts newly failing (a regression unless the suite changed): "
                      + ", ".join(new))
        with open(KNOWN, "w", encoding="utf-8") as f:
            f.write("# Docstring scripts stridelab does not reproduce yet. tests/conformance.rs runs them and requires\n"
                    "# each to still FAIL: remove a line when its script passes (`python3 tools/docstrings.py\n"
                    "# --update-known` rewrites this file). The list only shrinks.\n")
            for stem, *_ in failing:
                f.write(stem + ".py\n")
        print(f"wrote {os.path.relpath(KNOWN, ROOT)} ({len(failing)} scripts)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
