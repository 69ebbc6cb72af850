#!/bin/sh
# Regenerates docs/variant-<name>.png, the picture of each variant in play in docs/user-guide.md.
#
# Each variant opens in a fixed position (`nonet --demo-variant NAME`: a puzzle generated from
# a fixed seed, a third of its empty cells filled, notes in the others, one value that
# repeats a peer, the stopwatch stopped at 12:34) in the one main window, as docs/screenshot.png
# shows the classic game, on a virtual X server, and the window saves itself (`--screenshot
# FILE`), so a picture only changes when the window's look does. Needs xvfb-run (Debian package
# xvfb); optipng, when installed, makes the files smaller without changing a pixel.
#
#   packaging/variant-screenshots.sh [build-dir]      (default: build)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
[ -f "$build/build.ninja" ] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" --parallel 2 --target nonet
mkdir -p docs
# Private settings and data folders: the player's own preferences and games must not change
# the pictures, nor the runs the player's files.
XDG_CONFIG_HOME=$(mktemp -d)
XDG_DATA_HOME=$(mktemp -d)
export XDG_CONFIG_HOME XDG_DATA_HOME
trap 'rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"' EXIT
for variant in 4x4 6x6 16x16 x windoku jigsaw killer; do
    file=docs/variant-$variant.png
    xvfb-run -a -s "-screen 0 1280x900x24" "$build/app/nonet" --demo-variant "$variant" --screenshot "$file"
    if command -v optipng >/dev/null 2>&1; then optipng -quiet -o5 -strip all "$file"; fi
done
