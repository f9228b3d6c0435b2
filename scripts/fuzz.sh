#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, -fsanitize=fuzzer,address,undefined; CMake option CANAAN_FUZZ)
# in build-sanitize/, the build scripts/sanitize.sh also uses (scripts/configure-sanitized.sh), and runs each for SECONDS (default 60), seeded with the real files: the built-in
# maps, the test maps and saves, and fuzz/seeds. Fails on any crash, hang, leak, out-of-memory or
# sanitizer report; the input that caused it is left in build-sanitize/artifacts/. See
# docs/reliability.md.
#
#   scripts/fuzz.sh [SECONDS]          all four targets
#   FUZZ_TARGETS=fuzz_map_loader scripts/fuzz.sh 600
#   build-sanitize/fuzz/fuzz_map_loader build-sanitize/artifacts/fuzz_map_loader-crash-...   replay one input
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
build_dir=${SANITIZE_BUILD_DIR:-build-sanitize}
jobs=${JOBS:-$(nproc)}
targets=(${FUZZ_TARGETS:-fuzz_map_loader fuzz_save_loader fuzz_cli_parser fuzz_protocol_parser})

scripts/configure-sanitized.sh "$build_dir"
cmake --build "$build_dir" -j "$jobs" --target "${targets[@]}"

# Seeds: copies, so that libFuzzer never writes into the source tree.
seeds=$build_dir/seeds
rm -rf "$seeds"
mkdir -p "$seeds/fuzz_map_loader" "$seeds/fuzz_save_loader" "$seeds/fuzz_cli_parser" "$seeds/fuzz_protocol_parser"
cp resources/maps/*.canaanmap tests/engine/io/data/malformed/*.canaanmap "$seeds/fuzz_map_loader/"
find tests fuzz/seeds/saves -name '*.canaansave' -exec cp {} "$seeds/fuzz_save_loader/" \;
cp fuzz/seeds/cli/* "$seeds/fuzz_cli_parser/"
cp fuzz/seeds/protocol/* "$seeds/fuzz_protocol_parser/"

suppressions=$PWD/cmake/sanitizers
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1"
export LSAN_OPTIONS="suppressions=$suppressions/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:suppressions=$suppressions/ubsan.supp"

declare -A dictionary=([fuzz_map_loader]=fuzz/map.dict [fuzz_save_loader]=fuzz/save.dict
    [fuzz_protocol_parser]=fuzz/protocol.dict)
# One target's run; its exit status says whether it found a problem.
fuzz_one() {
    local target=$1
    local corpus=$build_dir/corpus/$target # grows from run to run; the seeds are read only
    local artifacts=$build_dir/artifacts
    mkdir -p "$corpus" "$artifacts"
    local options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=262144
        -artifact_prefix="$artifacts/$target-" -print_final_stats=1)
    if [ -n "${dictionary[$target]:-}" ]; then
        options+=(-dict="${dictionary[$target]}")
    fi
    "$build_dir/fuzz/$target" "${options[@]}" "$corpus" "$seeds/$target" 2>"$build_dir/$target.log"
}

# The targets run JOBS at a time, each for its whole SECONDS on a core of its own (libFuzzer runs one
# worker), so every target keeps its time and the step takes a fraction of the wall time.
declare -A pid_of=()
for target in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n || true
    done
    echo "== $target: $seconds s"
    fuzz_one "$target" &
    pid_of[$target]=$!
done
failed=()
for target in "${targets[@]}"; do
    if ! wait "${pid_of[$target]}"; then
        tail -n 60 "$build_dir/$target.log" >&2
        failed+=("$target")
    else
        echo "== $target:"
        grep -E '^stat::(number_of_executed_units|new_units_added|peak_rss_mb)' "$build_dir/$target.log" || true
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "error: fuzzing found a problem in: ${failed[*]} (inputs in $build_dir/artifacts/)" >&2
    exit 1
fi
echo "All fuzz targets ran $seconds s without a problem."
