#!/usr/bin/env python3
"""Time the same script under `stridelab --plain` and under python3 + NumPy.

Runs are alternated (stridelab, numpy, stridelab, ...) on one machine so both see the
same conditions; the table reports the median wall time of each and the ratio
numpy/stridelab (> 1 means stridelab is faster). Each script prints a small checksum, and
the two outputs must agree, so a benchmark cannot pass by computing something else.

A script may contain a line `# --- timed ---`: everything above it is setup (building
the input). The runner inserts a clock read (`time.perf_counter()`) at the marker and
another at the end, so the table reports the time of the part after the marker, measured
inside each process; scripts without a marker are timed as whole processes (startup).

usage: python3 benches/compare.py [--runs N] [--bin target/release/stridelab] [SCRIPT ...]
"""
import argparse, glob, os, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))


MARK = "# --- timed ---"


def instrumented(path):
    """A copy of the script that reports the seconds spent after the marker, or None."""
    src = open(path).read()
    if MARK not in src:
        return None
    head, tail = src.split(MARK, 1)
    body = head + "import time\n__t0 = time.perf_counter()\n" + tail
    body += "\nprint('__TIME__', time.perf_counter() - __t0)\n"
    out = os.path.join("/tmp", "stridelab-bench-" + os.path.basename(path))
    with open(out, "w") as f:
        f.write(body)
    return out


def split_time(stdout):
    lines = stdout.splitlines(keepends=True)
    for i, l in enumerate(lines):
        if l.startswith("__TIME__ "):
            return float(l.split()[1]), "".join(lines[:i] + lines[i + 1:])
    return None, stdout


def run(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{p.stdout}\n{p.stderr}")
    return dt, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "target", "release", "stridelab"))
    ap.add_argument("scripts", nargs="*")
    a = ap.parse_args()
    scripts = a.scripts or sorted(glob.glob(os.path.join(HERE, "scripts", "*.py")))
    rows = []
    for s in scripts:
        st, npy = [], []
        out_s = out_n = None
        timed = instrumented(s) or s
        for _ in range(a.runs):
            dt, out_s = run([a.bin, "--plain", timed])
            inner, out_s = split_time(out_s)
            st.append(inner if inner is not None else dt)
            dt, out_n = run([sys.executable, timed])
            inner, out_n = split_time(out_n)
            npy.append(inner if inner is not None else dt)
        if out_s != out_n:
            sys.exit(f"{s}: outputs differ\n--- stridelab\n{out_s}\n--- numpy\n{out_n}")
        ms, mn = statistics.median(st), statistics.median(npy)
        rows.append((os.path.basename(s), ms, mn, mn / ms))
    w = max(len(r[0]) for r in rows)
    print(f"| {'script':<{w}} | stridelab (s) | NumPy (s) | NumPy / stridelab |")
    print(f"|{'-' * (w + 2)}|---------------|-----------|-------------------|")
    for name, ms, mn, r in rows:
        print(f"| {name:<{w}} | {ms:13.3f} | {mn:9.3f} | {r:17.1f}x |")


if __name__ == "__main__":
    main()
