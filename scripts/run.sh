#!/usr/bin/env bash
# Builds Canaan, installing what is missing, and starts the game. Arguments go to canaan,
# e.g. scripts/run.sh --lang ko
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
scripts/build.sh --target canaan
exec "${BUILD_DIR:-build}/app/canaan" "$@"
