#!/bin/sh
# Sweeps the built-in apps over many seeds with a release build:
#   every correct app must pass every invariant at every seed;
#   every mistake must be caught by the invariant it is listed with.
# Usage: Scripts/sweep-builtin-apps.sh [FIRST_SEED LAST_SEED [ITERATIONS]]
# (defaults: seeds 1 to 30, 100000 cases each). Prints one line per run that
# does not do what it should, then the totals; exits 1 if any run did not.
# Environment: OS (18, 26 or 27) runs under that iPadOS (default: the default, 26);
# PLATFORM names a --platform file for every run; ESTIMATES (lower or upper) runs every
# estimated parameter at that end of its plausible range (fuzzrun --estimates);
# SOURCES lists source folders of correct apps (fuzzrun --source, with --plist
# FOLDER/Info.plist where the folder has one), swept as the correct built-in apps are,
# e.g. SOURCES="$(ls -d Tests/SourceExtractionTests/Fixtures/sports)".
set -u
first=${1:-1}
last=${2:-30}
iterations=${3:-100000}
fuzzrun=${FUZZRUN:-.build/release/fuzzrun}
[ -x "$fuzzrun" ] || { echo "build first: swift build -c release" >&2; exit 2; }

correct=$("$fuzzrun" list apps | awk '/^Correct patterns/ {c = 1; next} /^Known mistakes/ {c = 0} c && /^  [a-z]/ {print $1}')
mistakes=$("$fuzzrun" list apps | awk '/^Known mistakes/ {m = 1; next} m && /^  [a-z]/ {app = $1} m && /caught by:/ {print app ":" $3}')

extra=""
[ -n "${OS:-}" ] && extra="--os $OS"
[ -n "${PLATFORM:-}" ] && extra="$extra --platform $PLATFORM"
[ -n "${ESTIMATES:-}" ] && extra="$extra --estimates $ESTIMATES"
runs=0 bad=0 cases=0
for app in $correct; do
  for seed in $(seq "$first" "$last"); do
    out=$("$fuzzrun" --app "$app" --seed "$seed" --iterations "$iterations" --no-timing $extra)
    code=$?
    runs=$((runs + 1)); cases=$((cases + iterations))
    if [ "$code" -ne 0 ]; then
      bad=$((bad + 1))
      echo "FAIL correct app $app seed $seed (exit $code): $(echo "$out" | grep -m1 '^✗')"
    fi
  done
done
for folder in ${SOURCES:-}; do
  for seed in $(seq "$first" "$last"); do
    plist=""
    [ -f "$folder/Info.plist" ] && plist="--plist $folder/Info.plist"
    out=$("$fuzzrun" --source "$folder" $plist --seed "$seed" --iterations "$iterations" --no-timing $extra)
    code=$?
    runs=$((runs + 1)); cases=$((cases + iterations))
    if [ "$code" -ne 0 ]; then
      bad=$((bad + 1))
      echo "FAIL correct source $folder seed $seed (exit $code): $(echo "$out" | grep -m1 '^✗')"
    fi
  done
done
for pair in $mistakes; do
  app=${pair%%:*} invariant=${pair#*:}
  # iPadOS 18 has no window controls, so window-controls-clear cannot fail there.
  [ "${OS:-}" = 18 ] && [ "$invariant" = window-controls-clear ] && continue
  for seed in $(seq "$first" "$last"); do
    out=$("$fuzzrun" --app "$app" --invariant "$invariant" --seed "$seed" --iterations 2000 --no-timing $extra)
    code=$?
    runs=$((runs + 1)); cases=$((cases + 2000))
    if [ "$code" -ne 1 ] || ! echo "$out" | grep -q "^✗ $app: $invariant\$"; then
      bad=$((bad + 1))
      echo "MISSED mistake $app ($invariant) seed $seed (exit $code)"
    fi
  done
done
echo "sweep${OS:+ (iPadOS $OS)}${ESTIMATES:+ (estimates at the $ESTIMATES ends)}: $runs runs, $cases cases, seeds $first...$last: $bad did not do what they should"
[ "$bad" -eq 0 ]
