#!/bin/sh
# Renders the teaching figures of the seed scenarios (views, windows, as_strided pooling,
# a max-pool backward with ties, whereis, overlap, info) into one HTML page, on a light and
# on a dark page, and screenshots both with headless Chromium, to be looked at.
# Then the shell's `:export` page of a seed session, the same way.
# Fails if a figure is not well-formed XML or Chromium reports an error.
# Usage: tests/svg/render.sh [OUTDIR]   (default target/svg; needs `chromium`)
set -eu
cd "$(dirname "$0")/../.."
out=${1:-target/svg}
mkdir -p "$out"
out=$(cd "$out" && pwd)
command -v chromium >/dev/null || { echo "render.sh: chromium not found (apt-get install -y chromium)" >&2; exit 1; }
status=0
# (the workspace's lib tests, as `cargo test --release` built them: `-p stridelab-teach`
# alone resolves features anew and rebuilds crates, minutes on a fresh machine)
for theme in light dark; do
    dark=0; flags=""
    if [ "$theme" = dark ]; then dark=1; flags="--force-dark-mode"; fi
    SVG_PAGE="$out/figures-$theme.html" SVG_DARK=$dark \
        cargo test --release -q --lib -- --ignored --exact svg::tests::write_page >/dev/null
    profile=$(mktemp -d)
    log="$out/chromium-$theme.log"
    # shellcheck disable=SC2086
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --screenshot="$out/figures-$theme.png" --window-size=900,5200 \
        --enable-logging=stderr --v=0 $flags "file://$out/figures-$theme.html" >"$log" 2>&1 || status=1
    rm -rf "$profile"
    # errors about the page (parse errors, failed loads), not Chromium's own housekeeping
    if grep -E "CONSOLE|Uncaught|Failed to load|net::ERR_|XML|SVG" "$log"; then
        echo "render.sh: chromium reported errors for the $theme page (see $log)" >&2
        status=1
    fi
    [ -s "$out/figures-$theme.png" ] || { echo "render.sh: no screenshot for $theme" >&2; status=1; }
    echo "$out/figures-$theme.png"
done
# the shell's `:export` page of a seed session, opened as a learner would open it
cargo build --release -q
rm -f "$out/session.html"
printf '%s\n' 'x = np.arange(16).reshape(4, 4)' 'v = x[::2, 1:]' 'mem(x, v)' \
    'w = windows(np.arange(8), 3)' 'whereis(w[1, 1])' 'x[9]' ":export $out/session.html" |
    NO_COLOR=1 target/release/stridelab -i >/dev/null
grep -q '<svg' "$out/session.html" || { echo "render.sh: the exported page has no pictures" >&2; status=1; }
profile=$(mktemp -d)
chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --screenshot="$out/session.png" --window-size=900,2400 \
    --enable-logging=stderr --v=0 "file://$out/session.html" >"$out/chromium-session.log" 2>&1 || status=1
rm -rf "$profile"
if grep -E "CONSOLE|Uncaught|Failed to load|net::ERR_|XML|SVG" "$out/chromium-session.log"; then
    echo "render.sh: chromium reported errors for the exported page (see $out/chromium-session.log)" >&2
    status=1
fi
[ -s "$out/session.png" ] || { echo "render.sh: no screenshot of the exported page" >&2; status=1; }
echo "$out/session.png"
exit $status
