#!/bin/bash
# Times `fuzzrun --seed 42 --iterations 100000 --no-timing` at --jobs 1 and --jobs 2 for
# two revisions, in interleaved rounds (A j1, A j2, B j1, B j2, then again), and prints
# the median wall and CPU (user + system) seconds of each. Builds both in release (see
# build-rev.sh; "WORK" is the working tree). Prints the host load before and after.
# Usage: Scripts/bench-throughput.sh REV_A REV_B [ROUNDS]   (default 5 rounds)
set -euo pipefail
a=${1:?usage: Scripts/bench-throughput.sh REV_A REV_B [ROUNDS]}
b=${2:?usage: Scripts/bench-throughput.sh REV_A REV_B [ROUNDS]}
rounds=${3:-5}
[ -x /usr/bin/time ] || { echo "bench-throughput: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
root=$(git rev-parse --show-toplevel)
cd "$root"
binA=$(Scripts/build-rev.sh "$a")
binB=$(Scripts/build-rev.sh "$b")
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "load before: $(uptime)"
for round in $(seq 1 "$rounds"); do
  for which in A B; do
    if [ "$which" = A ]; then bin=$binA; else bin=$binB; fi
    for jobs in 1 2; do
      /usr/bin/time -f "$which $jobs %e %U %S" -a -o "$log" \
        "$bin" --seed 42 --iterations 100000 --jobs "$jobs" --no-timing > /dev/null || true
    done
  done
done
echo "load after:  $(uptime)"
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
printf '%-4s %-12s %-6s %-10s %-10s %s\n' rev "" jobs "wall (s)" "CPU (s)" "wall runs"
for which in A B; do
  if [ "$which" = A ]; then name=$a; else name=$b; fi
  for jobs in 1 2; do
    walls=$(awk -v w="$which" -v j="$jobs" '$1 == w && $2 == j {print $3}' "$log")
    wall=$(echo "$walls" | median)
    cpu=$(awk -v w="$which" -v j="$jobs" '$1 == w && $2 == j {print $4 + $5}' "$log" | median)
    printf '%-4s %-12s %-6s %-10s %-10s %s\n' "$which" "$name" "$jobs" "$wall" "$cpu" "$(echo $walls | tr ' ' ',')"
  done
done
