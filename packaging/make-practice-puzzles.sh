#!/bin/sh
# Regenerates resources/trainer/practice.txt, the technique trainer's bundled puzzles: for
# every technique the trainer offers, puzzles whose hardest step (as nonet-cli rate reports
# it) is that technique, made by
#   nonet-cli generate --technique <key> --count <n> --seed <seed> --jobs 2
# The trainer draws the diagram of each technique from its first line, serves a technique's
# first position from here while the generator prepares the next, and serves the techniques
# too rare to make on demand (core/trainer/practice_catalog.cpp) from here alone. The same
# nonet-cli gives the same file; tests/test_trainer checks every line.
#
# usage: packaging/make-practice-puzzles.sh [BUILD_DIR]   (default: build)
# The rare techniques take long (see docs/grading.md, "Puzzles for one technique"); run it under nice.
set -eu
cd "$(dirname "$0")/.."
cli="${1:-build}/app/cli/nonet-cli"
[ -x "$cli" ] || { echo "make-practice-puzzles: no $cli (cmake --build ${1:-build} --target nonet-cli)" >&2; exit 2; }
out=resources/trainer/practice.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# key count: the trainer's techniques in the grader's order; rare ones get more puzzles
# because the trainer has nothing else to serve them from.
techniques="
pointing 3
claiming 3
naked-pair 3
hidden-pair 3
naked-triple 3
hidden-triple 3
x-wing 3
two-string-kite 3
skyscraper 3
empty-rectangle 3
unique-rectangle-1 3
xy-wing 3
remote-pair 3
naked-quad 12
hidden-quad 12
swordfish 3
finned-x-wing 3
unique-rectangle-2 3
unique-rectangle-4 3
simple-coloring 3
xyz-wing 3
w-wing 3
finned-swordfish 3
bug-plus-one 3
jellyfish 12
finned-jellyfish 12
x-chain 3
xy-chain 3
nice-loop 3
grouped-nice-loop 3
als-xz 12
forcing-chain 3
trial 12
"

cat > "$tmp/practice.txt" <<HEADER
# Puzzles bundled for the technique trainer, made by
# packaging/make-practice-puzzles.sh with
#   nonet-cli generate --technique <key> --count <n> --seed <seed> --jobs 2
# (seed 1 for the first technique below, 2 for the next, ...). The grader's hardest step of
# each puzzle is the technique its line names.
# One puzzle a line: <technique key> <givens, '.' = empty>.
# tests/test_trainer checks every line.
HEADER

seed=1
echo "$techniques" | while read -r key count; do
    [ -n "$key" ] || continue
    echo "make-practice-puzzles: $key ($count)" >&2
    "$cli" generate --technique "$key" --count "$count" --seed "$seed" --jobs 2 | sed "s/^/$key /" >> "$tmp/practice.txt"
    seed=$((seed + 1))
done
mkdir -p "$(dirname "$out")"
mv "$tmp/practice.txt" "$out"
echo "make-practice-puzzles: wrote $out ($(grep -vc '^#' "$out") puzzles)"
