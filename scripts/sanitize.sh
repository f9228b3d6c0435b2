#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer (clang; CMake options
# CANAAN_SANITIZE and CANAAN_FUZZ, scripts/configure-sanitized.sh) in build-sanitize/ and runs the
# whole test suite. scripts/fuzz.sh then reuses the same build. Any sanitizer report, leak included,
# fails the test that caused it and so this script. See docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=${SANITIZE_BUILD_DIR:-build-sanitize}
jobs=${JOBS:-$(nproc)}

scripts/configure-sanitized.sh "$build_dir"
cmake --build "$build_dir" -j "$jobs"

suppressions=$PWD/cmake/sanitizers
# halt_on_error: the first report ends the test with a failure; detect_leaks: leaks count too.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1"
export LSAN_OPTIONS="suppressions=$suppressions/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:suppressions=$suppressions/ubsan.supp"
ctest --test-dir "$build_dir" --output-on-failure -j "$jobs" "$@"
