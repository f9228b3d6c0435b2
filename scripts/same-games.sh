#!/bin/sh
# Prints one line per seeded game, "MAP SEATS SEED SHA256-OF-THE-SAVE", for every built-in ruleset
# and seat count, so two builds of canaan-cli can be compared game by game (issue 19: bots that
# decide from seat views must play the same games as before, apart from choices the views change).
#
#   scripts/same-games.sh CANAAN_CLI [GAMES] [BOT]    e.g. scripts/same-games.sh build/tools/canaan-cli/canaan-cli 1000 random
#   diff <(scripts/same-games.sh old-cli) <(scripts/same-games.sh new-cli)
set -eu
cli=${1:?usage: same-games.sh CANAAN_CLI [GAMES] [BOT]}
games=${2:-1000}
bot=${3:-random}
[ -x "$cli" ] || { echo "same-games.sh: $cli: not an executable" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The canaan map plays 2 to 4 seats; the classic island 3 or 4.
for config in canaan:2 canaan:3 canaan:4 classic:3 classic:4; do
    map=${config%:*}
    seats=${config#*:}
    bots=$bot
    i=1
    while [ "$i" -lt "$seats" ]; do bots="$bots,$bot"; i=$((i + 1)); done
    seed=1
    while [ "$seed" -le "$games" ]; do
        "$cli" play --map "$map" --bots "$bots" --seed "$seed" --save "$tmp/game.canaansave" >/dev/null
        echo "$map $seats $seed $(sha256sum < "$tmp/game.canaansave" | cut -d' ' -f1)"
        seed=$((seed + 1))
    done
done
