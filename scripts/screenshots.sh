#!/usr/bin/env bash
# Writes the pictures of docs/screenshots/ under a virtual X server (Xvfb), each in English and in
# Korean (NAME_en.png, NAME_ko.png): the start screen, a game in progress, the end screen (through
# `canaan --screenshot` and its hidden demo options) and the editor, the rules, the companion, a
# game with its dice statistics, the trade panel, a victim chosen on the board and the turn clock (through
# tools/screenshots, which opens the windows the command line cannot reach).
# The windows grab themselves, so no window manager is needed.
#   scripts/screenshots.sh            all of them
#   scripts/screenshots.sh rules map  only some (names as below)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${SKIP_DEPS:-0}" != 1 ]; then
    scripts/install-deps.sh
fi
scripts/build.sh --target canaan canaan-screenshots
build=${BUILD_DIR:-build}
canaan=$build/app/canaan
driver=$build/tools/screenshots/canaan-screenshots
out=docs/screenshots
mkdir -p "$out"

# A fresh settings folder, so the user's own choices (language, recent files, a saved game) stay out.
settings=$(mktemp -d)
runtime=$(mktemp -d) # XDG_RUNTIME_DIR, which Qt wants and a bare X server does not set
trap 'rm -rf "$settings" "$runtime"' EXIT
export XDG_CONFIG_HOME=$settings XDG_DATA_HOME=$settings/data XDG_RUNTIME_DIR=$runtime

xrun() { xvfb-run -a -s "-screen 0 1400x1000x24" "$@"; }

wanted() { # NAME: whether the command line asked for it (everything when it named nothing)
    [ ${#scenes[@]} -eq 0 ] && return 0
    local s
    for s in "${scenes[@]}"; do [ "$s" = "$1" ] && return 0; done
    return 1
}

shoot() { # NAME LANG ARGS... : canaan --screenshot
    local name=$1 lang=$2
    shift 2
    wanted "$name" || return 0
    xrun "$canaan" --lang "$lang" --screenshot "$out/${name}_$lang.png" "$@"
    echo "wrote $out/${name}_$lang.png"
}

# A 1366×768 laptop shows about 1280×720: the game window fits it (issue 42), NAME_1280_LANG.png.
shoot1280() { # NAME LANG ARGS...
    local name=$1 lang=$2
    shift 2
    wanted "${name}_1280" || return 0
    xvfb-run -a -s "-screen 0 1280x720x24" "$canaan" --lang "$lang" --screenshot "$out/${name}_1280_$lang.png" "$@"
    echo "wrote $out/${name}_1280_$lang.png"
}

scenes=("$@")
for lang in en ko; do
    shoot1280 game "$lang" --demo-game 5 --demo-actions 500
    shoot map "$lang" resources/maps/canaan.canaanmap
    shoot start "$lang"
    shoot game "$lang" --demo-game 5 --demo-actions 500 # Judah holds two development cards he may play
    shoot end "$lang" --demo-game 7 --demo-end
    driven=()
    for scene in editor rules companion game_dice game_trade game_victim; do
        wanted "$scene" && driven+=("$scene")
    done
    if [ ${#driven[@]} -gt 0 ]; then
        xrun "$driver" --lang "$lang" --out "$out" "${driven[@]}"
    fi
    # The turn clock on a 1280×720 screen (issue 42).
    if wanted game_clock; then
        xvfb-run -a -s "-screen 0 1280x720x24" "$driver" --lang "$lang" --out "$out" game_clock
    fi
done
