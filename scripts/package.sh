#!/usr/bin/env bash
# Builds the Debian packages canaan and canaan-server (docs/packaging.md) with CPack into OUT_DIR
# (default: dist). They come from the build folder BUILD_DIR (default: build, the RelWithDebInfo
# build of scripts/test.sh), stripped as they are packaged, so no second build: this configures
# that folder for the /usr prefix, builds whatever is missing, and packages.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=${BUILD_DIR:-build}
out_dir=${OUT_DIR:-dist}
scripts/install-deps.sh --package
# The prefix changes only what is installed where (/usr/games, /etc/default...; the programs find
# their libraries relative to themselves), so setting it rebuilds nothing. Then what the packages
# hold: nothing to do after scripts/test.sh, and no test built for nothing from a fresh checkout.
if [ -f "$build_dir/CMakeCache.txt" ]; then
    cmake -S . -B "$build_dir" -DCMAKE_INSTALL_PREFIX=/usr >/dev/null
fi
scripts/build.sh --target canaan canaan-cli canaan-server canaan_packaging_files
cmake -S . -B "$build_dir" -DCMAKE_INSTALL_PREFIX=/usr >/dev/null

mkdir -p "$out_dir"
rm -f "$out_dir"/*.deb
# The packages' files get the time of the last commit, not of this run (reproducible packages).
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH
cpack --config "$build_dir/CPackConfig.cmake" -G DEB -B "$(realpath "$out_dir")"
rm -rf "$out_dir/_CPack_Packages"
ls -l "$out_dir"/*.deb
