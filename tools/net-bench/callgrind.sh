#!/usr/bin/env bash
# The server's cost per client action, counted in instructions by callgrind, which unlike wall-clock
# time does not depend on how loaded the machine is (docs/network.md, "Measurements"). net-bench
# plays TABLES tables of four random players, every game to the turn limit, against a canaan-server
# run under callgrind. Subtracted: the instructions of a server that only starts and stops. The
# group commit's saves (TableKeeper::commitSlice, and handOverWrites at the stop) are counted in the first
# figure and printed apart: they are part of what an action costs, but the tables' whole saves of
# older servers come once a second, so under callgrind's slowness they grow with the run's length.
# The lobby's set-up (create, seats, ready, start, each written at once) is included.
#
#   tools/net-bench/callgrind.sh [TABLES (default 4)] [TURN_LIMIT (default 20)] [BUILD_DIR (default build)]
#   SERVER=/path/to/another/canaan-server tools/net-bench/callgrind.sh   # e.g. an older build, to compare
#
# THINK=1000-2000 (or MS) passes net-bench --think: the players wait like people (with SECONDS_OF_PLAY=S
# to bound the run: net-bench --seconds).
#
# Prints the server's instructions per client action with the saves and without them (the saves
# apart); the profile stays in the printed folder
# (callgrind_annotate FOLDER/run.out shows where they go).
set -euo pipefail
cd "$(dirname "$0")/../.."
tables=${1:-4}
turns=${2:-20}
build=${3:-build}
server=${SERVER:-$build/tools/canaan-server/canaan-server}
bench=$build/tools/net-bench/net-bench
[ -x "$server" ] && [ -x "$bench" ] || { echo "callgrind.sh: build canaan-server and net-bench first" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind is not installed" >&2; exit 2; }
server=$(realpath "$server")

work=$(mktemp -d /tmp/net-callgrind.XXXXXX)
# net-bench starts the server it is given; this one is callgrind with the real server.
cat >"$work/server" <<WRAP
#!/bin/sh
exec valgrind --tool=callgrind --callgrind-out-file="\$CALLGRIND_OUT" "$server" "\$@"
WRAP
chmod +x "$work/server"

# The total instructions of a callgrind profile.
instructions() { awk '/^(summary|totals):/ { print $2; exit }' "$1"; }
# The instructions spent in a function and what it called (0 when it never ran).
inclusive() {
    callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null \
        | awk -v f="$2" '!found && index($0, f) && index($0, "[") { gsub(",", "", $1); n = $1; found = 1 } END { print n + 0 }'
}

# The fixed cost: a server that starts, listens and is stopped.
mkdir -p "$work/idle-data"
CALLGRIND_OUT=$work/idle.out "$work/server" --port 0 --address 127.0.0.1 --data "$work/idle-data" >"$work/idle.log" 2>&1 &
idle=$!
for _ in $(seq 600); do grep -q Listening "$work/idle.log" && break; sleep 0.1; done
kill -TERM "$idle"
wait "$idle" || true

mkdir -p "$work/data"
pace=()
[ -n "${THINK:-}" ] && pace+=(--think "$THINK")
[ -n "${SECONDS_OF_PLAY:-}" ] && pace+=(--seconds "$SECONDS_OF_PLAY")
CALLGRIND_OUT=$work/run.out "$bench" --server "$work/server" --tables "$tables" --turn-limit "$turns" --data "$work/data" "${pace[@]}" | tee "$work/bench.log"
actions=$(sed -n 's/.*: \([0-9]*\)$/\1/p' "$work/bench.log" | tail -1)
base=$(instructions "$work/idle.out")
total=$(instructions "$work/run.out")
# (Server::commitSlice and handOverWrites: servers before TableKeeper, for comparisons)
saves=0
for f in TableKeeper::commitSlice TableKeeper::handOverWrites Server::commitSlice Server::handOverWrites; do
    saves=$(( saves + $(inclusive "$work/run.out" "canaan::net::$f()") ))
done
echo "server instructions: $total in the run, $base to start and stop, $saves in the group commit's saves; $actions client actions"
echo "server instructions per client action, saves included: $(( (total - base) / actions ))"
echo "server instructions per client action without the saves: $(( (total - base - saves) / actions ))"
echo "the saves per client action: $(( saves / actions ))"
echo "profile: $work/run.out"
