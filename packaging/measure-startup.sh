#!/bin/sh
# Start-up time: from launch to the first paint of a playable board, as `nonet
# --measure-startup` reports it, on a virtual X server started once beforehand (so the
# server's own start is not counted). Prints every run, then the best and the median, of the
# wall-clock time and of the CPU time the process used until then (which the load of a busy
# machine hardly changes), and the load average.
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
        "'"$build"'/app/nonet" --measure-startup 2>/dev/null
        i=$((i + 1))
    done' > "$XDG_CONFIG_HOME/out"
sed -n "s/.* \([0-9]*\) ms after process start.*/\1/p" "$XDG_CONFIG_HOME/out" > "$XDG_CONFIG_HOME/wall"
sed -n "s/startup: \([0-9]*\) ms of CPU time.*/\1/p" "$XDG_CONFIG_HOME/out" > "$XDG_CONFIG_HOME/cpu"
summary() { sort -n "$1" | awk '{ t[NR] = $1 } END { printf "best %d ms, median %d ms\n", t[1], t[int((NR + 1) / 2)] }'; }
echo "launch to first paint of the board, $runs runs (wall clock, ms):"
tr '\n' ' ' < "$XDG_CONFIG_HOME/wall"; echo
summary "$XDG_CONFIG_HOME/wall"
echo "CPU time (user + system) up to that paint (ms):"
tr '\n' ' ' < "$XDG_CONFIG_HOME/cpu"; echo
summary "$XDG_CONFIG_HOME/cpu"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
