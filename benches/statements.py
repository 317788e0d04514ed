#!/usr/bin/env python3
"""Time each statement of a script under `stridelab --plain` and under python3 + NumPy.

Where `compare.py` times the part of a script after `# --- timed ---` as one block, this
reads a clock (`time.perf_counter()`) around every top-level statement after the marker
(after the imports when there is none), so a slow operation inside a script can be found.
Statements that print are run but not timed. Runs alternate (stridelab, numpy, ...); the
table gives each statement's median and the ratio stridelab / NumPy (below 1: stridelab
faster). Only single-line statements are supported (the benchmark scripts use no blocks).

With `--repeat K` each timed statement runs once untimed, then K times in a loop, each
execution timed on its own; the figure is the median over all executions of all runs: the
steady state, where result buffers are recycled (by stridelab's spare buffers; by NumPy's
allocator, which returns large blocks to the kernel). The median keeps out first-touch
stalls: a virtual machine may hand freed memory back to its host (free page reporting), and
the next touch of it can take 20x as long (0.2 s for 80 MB on a 2-core AMD EPYC guest, seen
under both programs). A mean of K executions with one such stall in it says nothing about either.

usage: python3 benches/statements.py [--runs N] [--repeat K] [--bin target/release/stridelab] SCRIPT...
"""
import argparse, os, statistics, subprocess, sys, tempfile

MARK = "# --- timed ---"


def instrumented(src, repeat=0):
    """The script with a timing line after each timed statement; the statements in order."""
    lines = src.splitlines()
    start = next((i + 1 for i, l in enumerate(lines) if MARK in l), None)
    if start is None:
        start = max((i + 1 for i, l in enumerate(lines) if l.startswith(("import ", "from "))), default=0)
    out, timed = ["import time as __time"], []
    for i, line in enumerate(lines):
        text = line.strip()
        if i < start or not text or text.startswith("#") or text.startswith("print("):
            out.append(line)
            continue
        if repeat:
            out += [line, "for __k in range(%d): __t0 = __time.perf_counter(); %s; print('__T', %d, __time.perf_counter() - __t0)"
                    % (repeat, text, len(timed))]
        else:
            out += ["__t0 = __time.perf_counter()", line,
                    "print('__T', %d, __time.perf_counter() - __t0)" % len(timed)]
        timed.append(text)
    return "\n".join(out) + "\n", timed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=0)
    ap.add_argument("--bin", default="target/release/stridelab")
    ap.add_argument("script", nargs="+")
    args = ap.parse_args()
    print("| statement | stridelab (s) | NumPy (s) | ratio |")
    print("|---|---:|---:|---:|")
    for script in args.script:
        table(script, args)


def table(script, args):
    body, timed = instrumented(open(script).read(), args.repeat)
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(body)
    times = {"sl": [[] for _ in timed], "np": [[] for _ in timed]}
    try:
        for _ in range(args.runs):
            for who, cmd in (("sl", [args.bin, "--plain", f.name]), ("np", [sys.executable, f.name])):
                r = subprocess.run(cmd, capture_output=True, text=True)
                for line in r.stdout.splitlines():
                    if line.startswith("__T "):
                        _, k, t = line.split()
                        times[who][int(k)].append(float(t))
    finally:
        os.unlink(f.name)
    for k, text in enumerate(timed):
        if not times["sl"][k] or not times["np"][k]:
            print(f"| `{text[:50]}` | failed | | |")
            continue
        s, n = statistics.median(times["sl"][k]), statistics.median(times["np"][k])
        print(f"| `{text[:50]}` | {s:.4f} | {n:.4f} | {s / n:.2f} |")


if __name__ == "__main__":
    main()
