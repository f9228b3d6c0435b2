#!/bin/sh
# Issue 21's "Done when": two copies of canaan on this machine under one Xvfb display, one hosting
# a network game in English and one joining it in Korean, at a table with two computer players,
# played to the end. The copies are tools/network-demo's canaan-network-demo: the app's lobby
# window, which fills itself (Ready and Start included), and a computer player inside each copy
# plays its person's seat. Each saves a picture of its lobby and of the game's end (--pictures) in
# docs/screenshots/ and quits.
#
#     scripts/network-demo.sh            # needs xvfb-run; BUILD_DIR as for the other scripts
set -eu
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
PORT=${PORT:-7531}
OUT=${OUT:-docs/screenshots}
scripts/build.sh --target canaan-network-demo
CANAAN="$BUILD_DIR/tools/network-demo/canaan-network-demo"
HOME_EN=$(mktemp -d) HOME_KO=$(mktemp -d)
trap 'rm -rf "$HOME_EN" "$HOME_KO"' EXIT

# Each copy has its own settings and data folder, as on two computers.
xvfb-run -a -s "-screen 0 1600x1000x24" sh -c "
    XDG_CONFIG_HOME='$HOME_EN' XDG_DATA_HOME='$HOME_EN' '$CANAAN' --lang en --host-network $PORT --player-name Abigail \
        --pictures '$OUT/network_en' &
    host=\$!
    sleep 2
    XDG_CONFIG_HOME='$HOME_KO' XDG_DATA_HOME='$HOME_KO' timeout 600 '$CANAAN' --lang ko --join-network $PORT \
        --player-name 보아스 --pictures '$OUT/network_ko'
    wait \$host
"
for f in "$OUT"/network_en_lobby.png "$OUT"/network_en_game.png "$OUT"/network_ko_lobby.png "$OUT"/network_ko_game.png; do
    [ -s "$f" ] || { echo "missing $f" >&2; exit 1; }
done
# The names the README and docs/network.md use.
mv "$OUT/network_en_lobby.png" "$OUT/network_lobby_en.png"
mv "$OUT/network_ko_lobby.png" "$OUT/network_lobby_ko.png"
mv "$OUT/network_en_game.png" "$OUT/network_game_en.png"
mv "$OUT/network_ko_game.png" "$OUT/network_game_ko.png"
echo "wrote $OUT/network_lobby_en.png, network_lobby_ko.png, network_game_en.png, network_game_ko.png"
