#!/usr/bin/env python3
"""Time whole scripts, as users run them, under `stridelab --plain` and `python3` + NumPy.

Unlike compare.py (which times the part after a marker inside each process), this times
whole processes from exec to exit, NumPy's import included, and records each process's
peak resident memory (ru_maxrss from wait4). Runs alternate (stridelab, numpy, stridelab,
...) so both see the same machine conditions; the table reports medians. Both processes
must print the same text, so a benchmark cannot pass by computing something else.

The NumPy command runs without OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (tuning variables some
machines set); nothing else in the environment changes.

usage: python3 benches/whole.py [--runs N] [--bin target/release/stridelab] [SCRIPT ...]
default scripts: benches/whole/*.py, then benches/scripts/01_window_max.py and
05_block_pool.py run whole (their `# --- timed ---` marker is only a comment here).
"""
import argparse, glob, os, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = sorted(glob.glob(os.path.join(HERE, "whole", "*.py"))) + [
    os.path.join(HERE, "scripts", "01_window_max.py"),
    os.path.join(HERE, "scripts", "05_block_pool.py"),
]


def run(cmd, env):
    """Wall seconds, peak RSS in MB and stdout of one process."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    # read everything first (pipes could fill), then reap with wait4 for the rusage
    out = p.stdout.read()
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    dt = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{out.decode()}\n{err.decode()}")
    return dt, ru.ru_maxrss / 1024.0, out.decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "target", "release", "stridelab"))
    ap.add_argument("scripts", nargs="*")
    a = ap.parse_args()
    scripts = a.scripts or DEFAULT
    env_s = dict(os.environ)
    env_n = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")}
    print(f"# nproc {os.cpu_count()}, load before: {os.getloadavg()[0]:.2f}", file=sys.stderr)
    rows = []
    for s in scripts:
        ts, tn, ms, mn = [], [], [], []
        out_s = out_n = None
        for _ in range(a.runs):
            dt, rss, out_s = run([a.bin, "--plain", s], env_s)
            ts.append(dt)
            ms.append(rss)
            dt, rss, out_n = run([sys.executable, s], env_n)
            tn.append(dt)
            mn.append(rss)
        if out_s != out_n:
            sys.exit(f"{s}: outputs differ\n--- stridelab\n{out_s}\n--- numpy\n{out_n}")
        row = (os.path.basename(s), statistics.median(ts), statistics.median(tn), max(ms), max(mn))
        rows.append(row)
        print(f"  {row[0]}: {row[1]:.3f} s / {row[2]:.3f} s", file=sys.stderr)
    print(f"# load after: {os.getloadavg()[0]:.2f}", file=sys.stderr)
    w = max(len(r[0]) for r in rows)
    print(f"| {'script':<{w}} | stridelab (s) | NumPy (s) | time ratio | stridelab MB | NumPy MB | memory ratio |")
    print(f"|{'-' * (w + 2)}|--------------:|----------:|-----------:|-------------:|---------:|-------------:|")
    for name, ts, tn, ms, mn in rows:
        print(f"| {name:<{w}} | {ts:13.3f} | {tn:9.3f} | {ts / tn:10.2f} | {ms:12.0f} | {mn:8.0f} | {ms / mn:12.2f} |")
    print("time ratio = stridelab / NumPy (below 1: stridelab faster); memory = peak RSS, max over runs")


if __name__ == "__main__":
    main()
