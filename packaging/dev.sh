#!/bin/sh
# One entry point for a fresh Debian/Ubuntu machine:
#   packaging/dev.sh run   install missing packages, build (Release), launch the game
#   packaging/dev.sh test  install missing packages, build (Release), run every test
#   packaging/dev.sh build install missing packages and build only
#   packaging/dev.sh sanitize [asan|tsan]
#                          every test built with AddressSanitizer + UndefinedBehavior-
#                          Sanitizer (build-asan/), then the tests of Nonet's threads with
#                          ThreadSanitizer (build-tsan/); both by default
#   packaging/dev.sh fuzz  the libFuzzer targets (clang, build-fuzz/): replay the seed
#                          corpora, fuzz each target NONET_FUZZ_SECONDS (default 60) s
# The package list lives in packaging/debian-packages.txt. docs/testing.md describes the
# sanitizer and fuzzing builds.
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
# Every package is there now, so the screen-reader test may not skip for want of one
# (tests/test_atspi.py fails instead).
export NONET_REQUIRE_ATSPI=1

release_build() {
    cmake -S "$top" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
    cmake --build "$build" --parallel
}

# Sanitizer builds: -O1 keeps them about as fast to build as Release; -g1 (functions and
# line tables) keeps reports readable to the line, at a fraction of the disk that full
# debug information takes in a hundred test programs; Debug keeps assert() on. cmake/sanitizers.cmake instruments every project
# target and hands CTest the run-time options and suppressions (sanitizers/).
sanitizer_build() { # <dir> <sanitizers> [cmake --build arguments]
    dir=$1 sanitizers=$2
    shift 2
    cmake -S "$top" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
        -DNONET_SANITIZE="$sanitizers"
    cmake --build "$dir" --parallel "$@"
}

case "$mode" in
    run)
        release_build
        exec "$build/app/nonet" "$@" ;;
    test)
        release_build
        cd "$build"
        exec env QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel 2 "$@" ;;
    build)
        release_build ;;
    sanitize)
        which=${1:-all}
        asan=${NONET_ASAN_BUILD_DIR:-$top/build-asan}
        tsan=${NONET_TSAN_BUILD_DIR:-$top/build-tsan}
        if [ "$which" = all ] || [ "$which" = asan ]; then
            # The whole suite but the packaging checks (they validate files and build a
            # .deb; none of it runs Nonet's code beyond what the other tests do) and the
            # check under Orca (the same keys as test_atspi, which does run here; a minute
            # of CI time the release build's test stage spends once).
            sanitizer_build "$asan" address,undefined
            (cd "$asan" && env QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel 2 -LE 'packaging|orca')
        fi
        if [ "$which" = all ] || [ "$which" = tsan ]; then
            # Only the tests that run Nonet's own threads (label tsan, tests/CMakeLists.txt).
            sanitizer_build "$tsan" thread --target nonet_tsan_tests
            (cd "$tsan" && env QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel 2 -L tsan)
        fi ;;
    fuzz)
        fuzz=${NONET_FUZZ_BUILD_DIR:-$top/build-fuzz}
        # -O2 for executions per second, -g1 for readable findings; Debug keeps assert() on.
        cmake -S "$top" -B "$fuzz" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O2 -g1" \
            -DCMAKE_CXX_COMPILER=clang++ -DNONET_FUZZ=ON -DNONET_FUZZ_SECONDS="${NONET_FUZZ_SECONDS:-60}"
        cmake --build "$fuzz" --parallel --target nonet_fuzzers
        cd "$fuzz"
        status=0
        env QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel 2 -L fuzz "$@" || status=$?
        cat fuzz-work/*.summary 2>/dev/null || true
        exit $status ;;
    *)
        echo "usage: $0 run|test|build|sanitize [asan|tsan]|fuzz" >&2
        exit 2 ;;
esac
