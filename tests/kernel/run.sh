#!/usr/bin/env bash
# The Jupyter kernel driven by Jupyter's own clients: jupyter_client (the library behind
# JupyterLab's server and nbconvert) and nbclient (which runs notebooks), not mocks. Makes
# a throwaway venv under target/ (kept for the next run), installs the kernel spec into it
# with `stridelab kernel install --sys-prefix`, then runs test_kernel.py. Needs python3
# with venv and pip, and PyPI; no NumPy (results are compared with `stridelab --plain`).
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${CARGO_TARGET_DIR:-target}"
cargo build --release --quiet
venv="$target/kernel-venv"
if ! "$venv/bin/python" -c "import jupyter_client, nbclient, nbformat" 2>/dev/null; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet jupyter_client nbclient nbformat
fi
# Jupyter's per-user folders point into target/, so a kernel the developer installed with
# --user cannot stand in for the one under test, and nothing is left in ~
state="$(cd "$target" && pwd)/kernel-jupyter"
rm -rf "$state"
export JUPYTER_DATA_DIR="$state/data" JUPYTER_CONFIG_DIR="$state/config" JUPYTER_RUNTIME_DIR="$state/runtime"
export JUPYTER_PLATFORM_DIRS=1 IPYTHONDIR="$state/ipython"
VIRTUAL_ENV="$(cd "$venv" && pwd)" "$target/release/stridelab" kernel install --sys-prefix
exec "$venv/bin/python" tests/kernel/test_kernel.py "$target/release/stridelab"
