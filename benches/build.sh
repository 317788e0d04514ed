#!/usr/bin/env bash
# What building stridelab costs a newcomer and a contributor, measured from a fresh clone:
#   1. `cargo build --release`, cold (what the README's first command waits for)
#   2. the release binary's size
#   3. the rebuild after editing one file of the interpreter (crates/eval/src/ops.rs)
#   4. `cargo build --release --all-targets`, cold (a second, empty target folder)
#   5. `.ci/run` (the README's test command, clippy, the fuzz smoke), cold (a third one)
# Each step prints wall and CPU seconds (user + sys, from /usr/bin/time). "Cold" means an empty
# target folder; crates.io sources already in ~/.cargo are reused (downloads are not timed).
#
# usage: benches/build.sh [STEP ...]     (default: 1 2 3 4 5; e.g. `benches/build.sh 1 2 3`)
# Step 1 leaves cargo's per-crate timing report in $dir/t1/cargo-timings/.
# The clone goes to $BUILD_BENCH_DIR (default: a new folder under /tmp) and is left there.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
steps="${*:-1 2 3 4 5}"
dir="${BUILD_BENCH_DIR:-$(mktemp -d /tmp/stridelab-build.XXXXXX)}"
git clone --quiet --no-hardlinks "$repo" "$dir/src"
cd "$dir/src"
cargo fetch --quiet
echo "# $(date -u +%Y-%m-%d), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
    "$(grep -q avx512f /proc/cpuinfo && echo AVX-512 || (grep -q avx2 /proc/cpuinfo && echo AVX2 || echo no AVX2)), commit $(git rev-parse --short HEAD)"

timed() { # LABEL COMMAND...: runs COMMAND, prints its wall and CPU time
    local label="$1" log="$dir/time.$RANDOM"
    shift
    /usr/bin/time -f '%e %U %S' -o "$log" "$@" >"$dir/out.log" 2>&1 || { tail -30 "$dir/out.log"; exit 1; }
    read -r wall user sys <"$log"
    printf '%-44s %7.0f s wall %7.0f s CPU\n' "$label" "$wall" "$(echo "$user + $sys" | bc)"
}

for s in $steps; do
    case $s in
    1) CARGO_TARGET_DIR="$dir/t1" timed "cargo build --release (cold)" cargo build --release --timings ;;
    2) bin="$dir/t1/release/stridelab"
       [ -x "$bin" ] || CARGO_TARGET_DIR="$dir/t1" cargo build --release --quiet
       printf '%-44s %7.1f MB\n' "release binary" "$(echo "$(stat -c %s "$bin") / 1000000" | bc -l)" ;;
    3) [ -x "$dir/t1/release/stridelab" ] || CARGO_TARGET_DIR="$dir/t1" cargo build --release --quiet
       echo "// an edit" >>crates/eval/src/ops.rs
       CARGO_TARGET_DIR="$dir/t1" timed "rebuild after editing crates/eval/src/ops.rs" cargo build --release
       git checkout --quiet crates/eval/src/ops.rs ;;
    4) CARGO_TARGET_DIR="$dir/t4" timed "cargo build --release --all-targets (cold)" cargo build --release --all-targets ;;
    5) CARGO_TARGET_DIR="$dir/t5" timed ".ci/run (cold)" env CI=true bash .ci/run ;;
    *) echo "unknown step $s" >&2; exit 2 ;;
    esac
done
