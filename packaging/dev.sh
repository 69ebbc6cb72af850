#!/bin/sh
# One entry point for a fresh Debian/Ubuntu machine:
#   packaging/dev.sh run   install missing packages, build (Release), launch the game
#   packaging/dev.sh test  install missing packages, build (Release), run every test
#   packaging/dev.sh build install missing packages and build only
# The package list lives in packaging/debian-packages.txt.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-run}
[ $# -gt 0 ] && shift
build=${NONET_BUILD_DIR:-$top/build}

missing=""
for pkg in $(grep -v '^[[:space:]]*#' "$top/packaging/debian-packages.txt"); do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $pkg"
    fi
done
if [ -n "$missing" ]; then
    echo "Installing:$missing"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -q
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
fi

cmake -S "$top" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build" --parallel

case "$mode" in
    run)
        exec "$build/app/nonet" "$@" ;;
    test)
        cd "$build"
        exec env QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel 2 "$@" ;;
    build)
        ;;
    *)
        echo "usage: $0 run|test|build" >&2
        exit 2 ;;
esac
