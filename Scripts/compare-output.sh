#!/bin/bash
# Checks that the working tree prints exactly what BASE_REV prints: byte for byte,
# standard output, standard error and exit code, for the runs below. Builds both in
# release (BASE_REV outside the repository, see build-rev.sh).
# Usage: Scripts/compare-output.sh [BASE_REV]   (default: git merge-base HEAD main)
# Runs that save a corpus (--save-corpus) compare the folder's files as well, and runs
# that write a page (--html, --svg: the reports, contact sheets and drawings) the page.
# Exits 0 when every run matches; 1 with a diff of each run that differs; 2 on a build failure.
# Environment: NEW_REV builds that revision instead of the working tree; BASE_APPS=1 compares
# the apps BASE_REV has, by name (a branch that adds built-in apps changes what a run without
# --app runs, so its default runs name the base's correct apps, and only the base's mistakes run).
set -uo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
base=${1:-$(git merge-base HEAD main)}
old=$(Scripts/build-rev.sh "$base") || exit 2
new=$(Scripts/build-rev.sh "${NEW_REV:-WORK}") || exit 2
apps=""
lister=$new
if [ "${BASE_APPS:-}" = 1 ]; then
  lister=$old
  for app in $("$old" list apps | awk '/^Correct patterns/ {c = 1; next} /^Known mistakes/ {c = 0} c && /^  [a-z]/ {print $1}'); do
    apps="$apps --app $app"
  done
fi

runs=(
  "--seed 42 --iterations 100000 --no-timing --jobs 1$apps"
  "--seed 42 --iterations 100000 --no-timing --jobs 2$apps"
  "--seed 42 --iterations 100000 --no-timing --jobs 2 --json$apps"
  "--seed 7 --iterations 30000 --no-timing --os 18$apps"
  "--seed 3 --iterations 30000 --no-timing --os 27 --max-events 40$apps"
  "--app cafe --guided --seed 5 --iterations 20000 --no-timing"
)
# Guided runs: a mistake found, shrunk and reported at --jobs 1, 2 and with --json, a
# guided case replayed from the pools before it, and every mistake's guided run.
runs+=(
  "--app optional-sidebar-sync --guided --seed 1 --iterations 20000 --no-timing --jobs 1"
  "--app optional-sidebar-sync --guided --seed 1 --iterations 20000 --no-timing --jobs 2 --json"
  "--app global-scene-state --guided --seed 3 --iterations 5000 --no-timing --jobs 2"
  "--app optional-sidebar-sync --guided --replay 1:1000 --no-timing"
)
for app in $("$lister" list apps | awk '/^Known mistakes/ {m = 1; next} /^Lint examples/ {m = 0} m && /^  [a-z]/ {print $1}'); do
  runs+=("--app $app --seed 1 --iterations 20000 --no-timing --os 18")
  runs+=("--app $app --seed 1 --iterations 20000 --no-timing")
  runs+=("--app $app --guided --seed 2 --iterations 3000 --no-timing")
done
runs+=("replay Corpus")
# Runs that save a corpus: the folder's files are compared too (each binary writes the
# same path, moved aside after its run, so the paths printed are the same).
pages=()
saving=(
  "--app optional-sidebar-sync --guided --seed 1 --iterations 20000 --no-timing --jobs 2"
  "--app path-reset-on-resize --guided --seed 4 --iterations 5000 --no-timing"
)

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
differ=0
for args in "${runs[@]}"; do
  # shellcheck disable=SC2086
  "$old" $args > "$out/old.out" 2> "$out/old.err"; echo "exit $?" >> "$out/old.err"
  # shellcheck disable=SC2086
  "$new" $args > "$out/new.out" 2> "$out/new.err"; echo "exit $?" >> "$out/new.err"
  if cmp -s "$out/old.out" "$out/new.out" && cmp -s "$out/old.err" "$out/new.err"; then
    echo "same:   fuzzrun $args ($(wc -c < "$out/new.out") bytes, $(tail -1 "$out/new.err"))"
  else
    differ=$((differ + 1))
    echo "DIFFER: fuzzrun $args"
    diff "$out/old.out" "$out/new.out" | head -40
    diff "$out/old.err" "$out/new.err" | head -20
  fi
done
for args in "${saving[@]}"; do
  for which in old new; do
    if [ "$which" = old ]; then bin=$old; else bin=$new; fi
    rm -rf "$out/corpus"
    # shellcheck disable=SC2086
    "$bin" $args --save-corpus "$out/corpus" > "$out/$which.out" 2> "$out/$which.err"; echo "exit $?" >> "$out/$which.err"
    rm -rf "$out/corpus-$which"; mv "$out/corpus" "$out/corpus-$which" 2> /dev/null || mkdir "$out/corpus-$which"
  done
  files=$(find "$out/corpus-new" -type f | wc -l)
  if cmp -s "$out/old.out" "$out/new.out" && cmp -s "$out/old.err" "$out/new.err" \
      && diff -r "$out/corpus-old" "$out/corpus-new" > /dev/null; then
    echo "same:   fuzzrun $args --save-corpus DIR ($(wc -c < "$out/new.out") bytes, $files corpus files, $(tail -1 "$out/new.err"))"
  else
    differ=$((differ + 1))
    echo "DIFFER: fuzzrun $args --save-corpus DIR"
    diff "$out/old.out" "$out/new.out" | head -40
    diff "$out/old.err" "$out/new.err" | head -20
    diff -r "$out/corpus-old" "$out/corpus-new" | head -40
  fi
done
# Runs that write a page, the page's path last: every mistake's report, one report of all of
# them, a passing one and one of an app read from source, three contact sheets, three drawings.
fixture=Tests/SourceExtractionTests/Fixtures/custom-header
mistakes=""
for app in $("$lister" list apps | awk '/^Known mistakes/ {m = 1; next} /^Lint examples/ {m = 0} m && /^  [a-z]/ {print $1}'); do
  mistakes="$mistakes --app $app"
  pages+=("--app $app --seed 1 --iterations 20000 --no-timing --html")
done
pages+=(
  "$mistakes --seed 1 --iterations 2000 --no-timing --html"
  "--app cafe --seed 1 --iterations 300 --no-timing --html"
  "--source $fixture --seed 1 --iterations 2000 --no-timing --html"
  "gallery --app sports --html"
  "gallery --app fixed-sidebar --html"
  "gallery --source $fixture --html"
  "layout --device ipad-pro-11 --mode stage --window 900x700 --display studio-display --app sports --svg"
  "layout --device ipad-pro-11 --mode slide-over --os 18 --app cafe --svg"
  "layout --device ipad-pro-13-m4 --orientation portrait --mode top-half --os 26 --app blog --svg"
)
for args in "${pages[@]}"; do
  for which in old new; do
    if [ "$which" = old ]; then bin=$old; else bin=$new; fi
    rm -f "$out/page"
    # shellcheck disable=SC2086
    "$bin" $args "$out/page" > "$out/$which.raw" 2> "$out/$which.err"; echo "exit $?" >> "$out/$which.err"
    # `gallery --source` prints how long the reading took (it has no --no-timing).
    sed -E 's/ in [0-9.]+ s$//' "$out/$which.raw" > "$out/$which.out"
    mv "$out/page" "$out/page-$which" 2> /dev/null || : > "$out/page-$which"
  done
  if cmp -s "$out/old.out" "$out/new.out" && cmp -s "$out/old.err" "$out/new.err" \
      && cmp -s "$out/page-old" "$out/page-new"; then
    echo "same:   fuzzrun $args PAGE ($(wc -c < "$out/page-new") bytes of page, $(tail -1 "$out/new.err"))"
  else
    differ=$((differ + 1))
    echo "DIFFER: fuzzrun $args PAGE"
    diff "$out/old.out" "$out/new.out" | head -20
    diff "$out/old.err" "$out/new.err" | head -20
    diff "$out/page-old" "$out/page-new" | head -40
  fi
done
runs+=("${saving[@]}" "${pages[@]}")
echo "compare-output: ${#runs[@]} runs against $(git rev-parse --short "$base"): $differ differ"
[ "$differ" -eq 0 ]
