#!/bin/sh
# Regenerates docs/screenshot.png, the picture of a game in progress (README.md and
# docs/user-guide.md).
#
# The game opens in a fixed position (`nonet --demo-state`: a bundled Medium puzzle, a third
# of it filled, notes, one conflicting digit, the stopwatch frozen at 12:34) on a virtual X
# server, and saves its own window with QWidget::grab (`--screenshot FILE`), so the picture
# only changes when the game's look does. Needs xvfb-run (Debian package xvfb).
#
#   packaging/screenshot.sh [build-dir]      (default: build)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
[ -f "$build/build.ninja" ] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" --parallel 2 --target nonet
mkdir -p docs
# A private settings directory: the player's own preferences must not change the picture.
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_CONFIG_HOME
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
xvfb-run -a -s "-screen 0 1280x900x24" "$build/app/nonet" --demo-state --screenshot docs/screenshot.png
