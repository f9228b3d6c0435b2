#!/usr/bin/env bash
# Installs what building, running and testing Canaan needs on Debian 12, and nothing when all of it
# is already there. Runs apt-get as root, or through sudo for other users.
# With --fuzz, also clang and its libFuzzer runtime (scripts/fuzz.sh); with --package, what making,
# checking and installing the Debian packages needs (scripts/package.sh, scripts/package-check.sh).
set -euo pipefail

packages=(
    # build
    cmake ninja-build ccache g++ python3 mold
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
    qt6-websockets-dev # network play (net/, canaan-server)
    qt6-multimedia-dev # the card table's sounds (QSoundEffect)
    # run: Qt's own Korean translation and a font with Hangul
    qt6-translations-l10n fonts-noto-cjk fonts-dejavu-core
    # screenshots and desktop integration checks
    xvfb xauth desktop-file-utils appstream
    poppler-utils # pdftoppm draws the printed maps' PDFs back for test_print_map
)
for option in "$@"; do
    case "$option" in
    --fuzz)
        # libFuzzer and clang's ASan/UBSan runtimes (gcc's, for scripts/sanitize.sh, come with g++)
        packages+=(clang-14 libclang-rt-14-dev)
        ;;
    --package)
        # CPack's dpkg-shlibdeps and file, Debian's package checker, man for the pages, and
        # systemd-analyze for the unit (systemd itself need not run)
        packages+=(dpkg-dev file lintian man-db systemd)
        ;;
    *)
        echo "error: unknown option $option (use --fuzz or --package)" >&2
        exit 2
        ;;
    esac
done

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=()
for package in "${packages[@]}"; do
    installed "$package" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "Installing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null; then
    as_root=(sudo)
else
    echo "error: these packages are missing and neither root nor sudo is available: ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update
"${as_root[@]}" apt-get install -y "${missing[@]}"
