#!/bin/sh
# Start-up time: from launch to the first paint of a playable board, as `nonet
# --measure-startup` reports it, on a virtual X server started once beforehand (so the
# server's own start is not counted). Prints every run, then the best and the median.
#
#   packaging/measure-startup.sh [build-dir] [runs]      (defaults: build, 15)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
runs=${2:-15}
cmake --build "$build" --parallel 2 --target nonet >/dev/null
XDG_CONFIG_HOME=$(mktemp -d)
export XDG_CONFIG_HOME
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
xvfb-run -a -s "-screen 0 1280x900x24" sh -c '
    i=0
    while [ $i -lt '"$runs"' ]; do
        "'"$build"'/app/nonet" --measure-startup 2>/dev/null | sed -n "s/.* \([0-9]*\) ms after process start.*/\1/p"
        i=$((i + 1))
    done' > "$XDG_CONFIG_HOME/times"
echo "launch to first paint of the board (ms), $runs runs:"
tr '\n' ' ' < "$XDG_CONFIG_HOME/times"; echo
sort -n "$XDG_CONFIG_HOME/times" | awk '{ t[NR] = $1 } END { printf "best %d ms, median %d ms\n", t[1], t[int((NR + 1) / 2)] }'
