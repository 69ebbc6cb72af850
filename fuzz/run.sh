#!/bin/sh
# Fuzz every target built in <fuzz build dir> for a bounded time each; fail on any crash,
# leak, timeout, out-of-memory or broken invariant (libFuzzer exits non-zero on all of
# them and leaves the input as <work>/<target>/crash-*, leak-*, timeout-*, oom-*).
#
#   fuzz/run.sh <build dir> [seconds per target] [target ...]
#
# New inputs go to a scratch corpus (NONET_FUZZ_WORK, default <build dir>/fuzz-work), never
# into the seed corpus in the repository; a longer run resumes from what earlier runs found.
# Prints one summary line per target: executions, corpus size, coverage.
set -eu
build=${1:?usage: fuzz/run.sh <build dir> [seconds] [target ...]}
seconds=${2:-60}
[ $# -ge 2 ] && shift 2 || shift $#
here=$(cd "$(dirname "$0")" && pwd)
work=${NONET_FUZZ_WORK:-$build/fuzz-work}
targets=${*:-$(cd "$here/corpus" && ls)}

# Same run-time options as CTest gives the seed replays (cmake/sanitizers.cmake).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$here/../sanitizers/lsan.supp:print_suppressions=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

failed=""
summary=""
for target in $targets; do
    binary=$build/fuzz/fuzz_$target
    [ -x "$binary" ] || { echo "fuzz/run.sh: $binary is not built" >&2; exit 2; }
    mkdir -p "$work/$target"
    dict=""
    [ -f "$here/dict/$target.dict" ] && dict="-dict=$here/dict/$target.dict"
    log=$work/$target.log
    echo "== fuzz_$target for ${seconds}s (log: $log)"
    # -timeout: one input taking over 10 s is a hang; -rss_limit_mb bounds memory;
    # -max_len: the notation refuses anything over 64 KiB unread, so 8 KiB explores enough.
    if "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
        -print_final_stats=1 -artifact_prefix="$work/$target/" $dict \
        "$work/$target" "$here/corpus/$target" >"$log" 2>&1; then
        status=ok
    else
        status=FAILED
        failed="$failed $target"
        tail -n 60 "$log"
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1)
    units=$(ls "$work/$target" | grep -cv -e '^crash-' -e '^leak-' -e '^timeout-' -e '^oom-' || true)
    line="fuzz_$target: $status, ${runs:-?} executions in ${seconds}s, corpus $units, $cov"
    echo "$line"
    echo "$line" >"$work/$target.summary"
    summary="$summary$line
"
done
echo "== fuzz summary"
printf '%s' "$summary"
if [ -n "$failed" ]; then
    echo "fuzzing found problems in:$failed (inputs in $work/<target>/)" >&2
    exit 1
fi
