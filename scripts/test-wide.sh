#!/usr/bin/env bash
# Builds the wide engine (CMake option CANAAN_ENGINE_WIDE: 256 tiles, 256 intersections, 384 paths;
# docs/map-format.md "Limits") and runs the tests that play and validate maps at its limits, so the
# option keeps compiling and working while the default stays today's capacity. Only the engine and
# two tests are built, in BUILD_DIR (default build-wide).
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=${BUILD_DIR:-build-wide}
if [ ! -f "$build_dir/CMakeCache.txt" ]; then
    cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCANAAN_ENGINE_WIDE=ON
fi
cmake --build "$build_dir" -j "${JOBS:-$(nproc)}" --target test_rules_property --target test_map_limits
# The largest map the wide engine plays has ids above 255 (two-byte actions and events, six words
# of paths); the validator's limits are the wide ones.
QT_QPA_PLATFORM=offscreen "$build_dir/tests/engine/rules/test_rules_property" invariantsHoldOnTheLargestMap legalListIsComplete
QT_QPA_PLATFORM=offscreen "$build_dir/tests/engine/io/test_map_limits"
