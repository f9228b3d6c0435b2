#!/usr/bin/env bash
# Configures and builds Canaan in BUILD_DIR (default: build). Extra arguments go to cmake --build,
# e.g. "--target canaan". Used by run.sh, test.sh and screenshots.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=${BUILD_DIR:-build}
jobs=${JOBS:-$(nproc)}
# Configure once; later builds re-run CMake by themselves when a CMakeLists.txt changes.
if [ ! -f "$build_dir/CMakeCache.txt" ]; then
    cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$build_dir" -j "$jobs" "$@"
