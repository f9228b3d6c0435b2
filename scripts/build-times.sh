#!/usr/bin/env bash
# Measures what a newcomer waits for: a cold configure, build and test of one commit in a fresh clone,
# with ccache disabled, and prints each phase's wall time, CPU time (user + system of every process
# it started) and the build folder's size, with the machine's load before and after
# (docs/development.md records the figures).
#
#   scripts/build-times.sh [REV] [--ci]
#
# REV (default HEAD) is cloned into a new folder beside the checkout and removed afterwards. The
# phases are those of the README's commands: what scripts/run.sh builds before the first window
# (the game alone), then what scripts/test.sh adds (everything else, then every test). With --ci it
# goes on with the rest of .ci/run: the instrumented build of scripts/sanitize.sh, its tests, and
# scripts/fuzz.sh for 60 s a target. Packages are installed first and not counted.
set -euo pipefail
cd "$(dirname "$0")/.."

rev=HEAD
ci=false
for argument in "$@"; do
    case "$argument" in
        --ci) ci=true ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "error: unknown option '$argument' (see --help)" >&2; exit 2 ;;
        *) rev=$argument ;;
    esac
done

commit=$(git rev-parse --verify --quiet "$rev^{commit}") ||
    { echo "error: '$rev' is not a commit of this repository" >&2; exit 2; }
scripts/install-deps.sh $($ci && echo --fuzz)

work=$(mktemp -d "$PWD/../build-times.XXXXXX")
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-hardlinks . "$work/src"
git -C "$work/src" checkout --quiet "$commit"

export CCACHE_DISABLE=1
export JOBS=${JOBS:-$(nproc)}
export BUILD_DIR=$work/build
export SANITIZE_BUILD_DIR=$work/build-sanitize
logs=$work/logs
mkdir -p "$logs"

rows=()
total_wall=0
# phase NAME FOLDER COMMAND...: runs COMMAND in the clone and records its times and FOLDER's size.
phase() {
    local name=$1 folder=$2
    shift 2
    local times
    local TIMEFORMAT='%R %U %S'
    echo "==> $name: $*" >&2
    if ! { time (cd "$work/src" && "$@" >"$logs/$name.log" 2>&1 </dev/null); } 2>"$logs/$name.time"; then
        tail -n 40 "$logs/$name.log" >&2
        echo "error: the phase '$name' failed (its log is above)" >&2
        exit 1
    fi
    read -r wall user system <"$logs/$name.time"
    local size
    size=$(du -sm "$folder" 2>/dev/null | cut -f1)
    rows+=("$(printf '| %s | %.0f s | %.0f s | %s MB |' "$name" "$wall" "$(echo "$user + $system" | bc)" "${size:-0}")")
    total_wall=$(echo "$total_wall + $wall" | bc)
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
phase configure "$BUILD_DIR" cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
phase build-game "$BUILD_DIR" scripts/build.sh --target canaan
phase build-rest "$BUILD_DIR" scripts/build.sh
phase test "$BUILD_DIR" ctest --test-dir "$BUILD_DIR" -j "$JOBS"
tests=$(grep -Eo '[0-9]+ tests passed|tests passed, [0-9]+ tests failed out of [0-9]+' "$logs/test.log" | tail -n 1)
if $ci; then
    phase sanitize "$SANITIZE_BUILD_DIR" scripts/sanitize.sh
    phase fuzz "$SANITIZE_BUILD_DIR" scripts/fuzz.sh 60
fi
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

echo
echo "Commit $(git -C "$work/src" log -1 --format='%h %s' | cut -c1-72)"
echo "$(nproc) cores, $JOBS jobs, ccache disabled; load average before: $load_before, after: $load_after"
echo "| phase | wall | CPU (user + system) | build folder afterwards |"
echo "|---|---|---|---|"
printf '%s\n' "${rows[@]}"
printf 'All phases: %.0f s of wall time. Tests: %s\n' "$total_wall" "${tests:-see $logs/test.log}"
