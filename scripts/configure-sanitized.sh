#!/usr/bin/env bash
# Configures the one instrumented build that scripts/sanitize.sh and scripts/fuzz.sh share: clang with
# AddressSanitizer + UndefinedBehaviorSanitizer on everything (CANAAN_SANITIZE) and libFuzzer coverage
# plus the fuzz targets (CANAAN_FUZZ). Both scripts pass the same options, so running one after the
# other never reconfigures or recompiles. Installs clang first if it is missing.
#
#   scripts/configure-sanitized.sh BUILD_DIR
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=${1:?usage: scripts/configure-sanitized.sh BUILD_DIR}
scripts/install-deps.sh --fuzz
# -O1: the usual level for sanitizer runs (readable stacks, still fast enough for the 1,000-game
# replay tests); -g1: line numbers in reports. No -DNDEBUG, so the engine's asserts are checked too.
cmake -S . -B "$build_dir" -G Ninja -DCANAAN_SANITIZE=ON -DCANAAN_FUZZ=ON \
    -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1" >/dev/null
