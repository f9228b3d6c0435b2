#!/usr/bin/env bash
# Writes the pictures of docs/screenshots/ under a virtual X server (Xvfb), each in English and in
# Korean (NAME_en.png, NAME_ko.png): the start screen and a map's new game (through
# `canaan --screenshot`), a game in progress and the end screen of demo games, the editor, the
# rules, the companion, a game with its dice statistics, the trade panel, a victim chosen on the
# board and the turn clock (through tools/screenshots, which opens the windows the command line
# cannot reach), the replay window
# with its charts, at 1280×720, of games that `canaan-cli play` saves; and a poster page and a
# cut-out sheet of `canaan-cli print` (docs/print.md), drawn from the PDF by pdftoppm (print).
# The windows grab themselves, so no window manager is needed.
#   scripts/screenshots.sh            all of them
#   scripts/screenshots.sh rules map  only some (names as below)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${SKIP_DEPS:-0}" != 1 ]; then
    scripts/install-deps.sh
fi
scripts/build.sh --target canaan canaan-screenshots canaan-cli
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

# The replay window (issue 41) at 1280×720 on a game of each kind, part way, the chance to win
# estimated before the picture: NAME_LANG.png.
cli=$build/tools/canaan-cli/canaan-cli
replay_shot() { # NAME LANG SAVE ACTION
    wanted "$1" || return 0
    xvfb-run -a -s "-screen 0 1280x720x24" "$canaan" --lang "$2" --replay "$3" --replay-action "$4" \
        --screenshot "$out/$1_$2.png"
    echo "wrote $out/$1_$2.png"
}
"$cli" play --map canaan --bots normal,hard,normal --seed 12 --save "$settings/replay.canaansave" >/dev/null
"$cli" play --game conquest --bots normal,hard,normal,normal --seed 12 --save "$settings/conquest.canaansave" >/dev/null

scenes=("$@")
for lang in en ko; do
    replay_shot replay "$lang" "$settings/replay.canaansave" 300
    replay_shot replay_conquest "$lang" "$settings/conquest.canaansave" 400
    shoot map "$lang" resources/maps/canaan.canaanmap
    shoot start "$lang"
    driven=()
    for scene in game end editor rules companion game_dice game_trade game_victim; do
        wanted "$scene" && driven+=("$scene")
    done
    if [ ${#driven[@]} -gt 0 ]; then
        xrun "$driver" --lang "$lang" --out "$out" "${driven[@]}"
    fi
    # The game and the turn clock on a 1280×720 screen, what a 1366×768 laptop shows (issue 42).
    small=()
    for scene in game_1280 game_clock; do
        wanted "$scene" && small+=("$scene")
    done
    if [ ${#small[@]} -gt 0 ]; then
        xvfb-run -a -s "-screen 0 1280x720x24" "$driver" --lang "$lang" --out "$out" "${small[@]}"
    fi
done

# Print-and-play: the middle page of the Canaan map's A4 poster and the sheet of its harbors and
# number tokens, at the retail hex size, as pdftoppm draws the PDFs (75 dpi).
if wanted print; then
    scripts/build.sh --target canaan-cli
    cli=$build/tools/canaan-cli/canaan-cli
    "$cli" print canaan --paper a4 --layout poster --out "$settings/poster.pdf"
    "$cli" print canaan --paper a4 --layout cutout --out "$settings/cutout.pdf"
    pdftoppm -r 75 -f 5 -l 5 -singlefile -png "$settings/poster.pdf" "$out/print_poster_en"
    pdftoppm -r 75 -f 8 -l 8 -singlefile -png "$settings/cutout.pdf" "$out/print_cutout_en"
    echo "wrote $out/print_poster_en.png $out/print_cutout_en.png"
fi
