#!/usr/bin/env bash
# Starts canaan under a virtual X server and writes the pictures in docs/screenshots/, in English
# and in Korean. The window grabs itself (--screenshot), so no window manager is needed.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
scripts/build.sh --target canaan
canaan=${BUILD_DIR:-build}/app/canaan
out=docs/screenshots
mkdir -p "$out"

# A fresh settings folder, so the user's own choices do not show up in the pictures.
settings=$(mktemp -d)
runtime=$(mktemp -d) # XDG_RUNTIME_DIR, which Qt wants and a bare X server does not set
trap 'rm -rf "$settings" "$runtime"' EXIT

shoot() { # NAME ARGS...
    local name=$1
    shift
    XDG_CONFIG_HOME=$settings XDG_RUNTIME_DIR=$runtime xvfb-run -a -s "-screen 0 1400x1000x24" "$canaan" --screenshot "$out/$name.png" "$@"
    echo "wrote $out/$name.png"
}

shoot map_en --lang en
shoot map_ko --lang ko
