#!/bin/bash
# Counts the instructions of `fuzzrun --seed 42 --iterations N --jobs 1 --no-timing` under
# valgrind's callgrind (deterministic, unlike timings) for each revision given, and prints
# them with the instructions per case (setup included). Builds each revision in release
# (see build-rev.sh; "WORK" is the working tree).
# Usage: Scripts/instructions-per-case.sh [-n CASES] REV ...   (default 20000 cases)
set -euo pipefail
cases=20000
if [ "${1:-}" = -n ]; then cases=$2; shift 2; fi
[ $# -gt 0 ] || { echo "usage: Scripts/instructions-per-case.sh [-n CASES] REV ..." >&2; exit 64; }
command -v valgrind > /dev/null || { echo "instructions-per-case: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
root=$(git rev-parse --show-toplevel)
cd "$root"
for rev in "$@"; do
  bin=$(Scripts/build-rev.sh "$rev")
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$bin" --seed 42 --iterations "$cases" --jobs 1 --no-timing > /dev/null 2>&1 || true
  total=$(awk '/^summary:/ {print $2}' "$out")
  rm -f "$out"
  echo "$rev: $total instructions for $cases cases, $((total / cases)) a case"
done
