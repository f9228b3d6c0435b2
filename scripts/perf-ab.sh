#!/usr/bin/env bash
# Whether one revision of the engine plays random games faster than another, measured in one
# process (tools/perf-ab): the VM's speed drifts by more than most changes gain, and two binaries
# run one after the other measure the drift. Each revision's engine is built at -O3 as in
# canaan-cli, as a module; the host alternates batches of the same games between them.
#
#   scripts/perf-ab.sh main                  main (A) against the work tree, uncommitted changes included (B)
#   scripts/perf-ab.sh d1ff534 s6-perf       two revisions
#   ROUNDS=800 GAMES=300 RULESET=classic scripts/perf-ab.sh main
#   A_OPTIONS=-DCANAAN_ENGINE_NARROW=ON scripts/perf-ab.sh HEAD  the narrow engine (A) against the wide default (B)
#
# A_OPTIONS and B_OPTIONS are CMake options for building each revision's engine (default none).
#
# Identical sources built in different directories differ by up to about 2% (code placement):
# treat smaller differences as none. Built in PERF_AB_DIR (default /tmp/canaan-perf-ab).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: scripts/perf-ab.sh REVISION_A [REVISION_B]  (B defaults to the work tree)" >&2
    exit 2
fi
work=${PERF_AB_DIR:-/tmp/canaan-perf-ab}
rounds=${ROUNDS:-400}
games=${GAMES:-300}
ruleset=${RULESET:-canaan}
map=$PWD/resources/maps/$ruleset.canaanmap
if [ ! -f "$map" ]; then
    echo "perf-ab: no built-in map for the ruleset \"$ruleset\" ($map)" >&2
    exit 2
fi
mkdir -p "$work"

# The engine of a revision ("" = the work tree) into $work/$2/src, built into $work/$2/build with
# the CMake options $3.
build_variant() {
    local revision=$1 name=$2 options=$3
    rm -rf "$work/$name/src"
    mkdir -p "$work/$name/src"
    if [ -z "$revision" ]; then
        cp -r engine "$work/$name/src/"
    else
        git rev-parse --verify --quiet "$revision^{commit}" >/dev/null || {
            echo "perf-ab: \"$revision\" is not a revision of this repository" >&2
            exit 2
        }
        # -m: files dated now, not at the commit. With the commit's dates, ninja took objects built
        # earlier from another revision (in this build directory) as newer and kept them.
        git archive "$revision" engine | tar -x -m -C "$work/$name/src"
    fi
    # A build configured from another checkout's tools/perf-ab cannot be reused (CMake refuses).
    # Nor one configured with other options: the cache would keep an option that is no longer given.
    if ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$PWD/tools/perf-ab" "$work/$name/build/CMakeCache.txt" 2>/dev/null ||
        [ "$(cat "$work/$name/options" 2>/dev/null)" != "$options" ]; then
        rm -rf "$work/$name/build"
    fi
    mkdir -p "$work/$name/build"
    echo "$options" >"$work/$name/options"
    # shellcheck disable=SC2086 # the options are words, as on a command line
    cmake -S tools/perf-ab -B "$work/$name/build" -G Ninja -DCANAAN_SOURCE="$work/$name/src" $options >/dev/null
    cmake --build "$work/$name/build" -j "${JOBS:-$(nproc)}" >/dev/null
}

build_variant "$1" a "${A_OPTIONS:-}"
build_variant "${2:-}" b "${B_OPTIONS:-}"
c++ -std=c++20 -O2 -Wall -Wextra tools/perf-ab/host.cpp -o "$work/canaan-perf-ab" -ldl
echo "A: ${1} ${A_OPTIONS:-}    B: ${2:-the work tree} ${B_OPTIONS:-}    $ruleset, $rounds batches of $games games each"
"$work/canaan-perf-ab" "$work/a/build/libcanaan_variant.so" "$work/b/build/libcanaan_variant.so" "$map" "$rounds" "$games"
