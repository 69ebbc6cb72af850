#!/bin/sh
# Regenerates resources/puzzles/bundled.txt: 30 puzzles per level, made by nonet-cli
# generate with fixed seeds (180-degree symmetry), each line "<level key> <givens>
# <solution>". The same nonet-cli gives the same file; tests/test_bundled_puzzles checks it.
#
# usage: packaging/make-bundled-puzzles.sh [BUILD_DIR]   (default: build)
set -eu
cd "$(dirname "$0")/.."
cli="${1:-build}/app/cli/nonet-cli"
[ -x "$cli" ] || { echo "make-bundled-puzzles: no $cli (cmake --build ${1:-build} --target nonet-cli)" >&2; exit 2; }
out=resources/puzzles/bundled.txt
count=30
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/bundled.txt" <<HEADER
# Puzzles bundled with Nonet: the first games come from here, so the window is playable at
# once; New falls back to them when no generator is available, and the puzzle pool starts
# from them on a first launch.
# Made by packaging/make-bundled-puzzles.sh: $count per level from
#   nonet-cli generate --level <level> --count $count --seed <seed> --symmetry rot180
# (seed 1 for very-easy, 2 easy, 3 medium, 4 tough, 5 very-tough, 6 extreme), with the
# solution from nonet-cli solve. Every puzzle has a unique solution, 180-degree symmetric
# clues, and is graded at exactly its level.
# One puzzle a line: <level key> <givens, '.' = empty> <solution>.
# tests/test_bundled_puzzles checks every line.
HEADER

seed=1
for level in very-easy easy medium tough very-tough extreme; do
    "$cli" generate --level "$level" --count "$count" --seed "$seed" --symmetry rot180 > "$tmp/givens"
    "$cli" solve "$tmp/givens" > "$tmp/solutions"
    paste -d ' ' "$tmp/givens" "$tmp/solutions" | sed "s/^/$level /" >> "$tmp/bundled.txt"
    seed=$((seed + 1))
done
mv "$tmp/bundled.txt" "$out"
echo "make-bundled-puzzles: wrote $out ($(grep -vc '^#' "$out") puzzles)"
