#!/bin/bash
# The reader measured on code nobody wrote for it (as SwiftLint's oss-check): for every app of
# ../shared/corpus/apps.tsv checked out under DIR (as DIR/OWNER+NAME, at the listed commit), runs
# `fuzzrun extract` and a short `--source` fuzz (seeds 1-3, 20,000 cases each) with the release
# build, and prints one row per app: files, KB, extract time, the root derived, screens (with
# content), NavigationLinks read as pushes of those declared, containers read of declared, gates
# followed, budget hits, structural and local assumptions, findings and the verdict.
# With BASE (a git revision), the same for BASE's build, and each app's row where they differ.
#
# Usage: Scripts/corpus-check.sh DIR [BASE]
#   CORPUS=FILE   the list (default ../shared/corpus/apps.tsv beside the repository)
#   SEEDS="1 2 3" ITERATIONS=20000   the fuzz (ITERATIONS=0 skips it)
#   FUZZRUN=PATH  a fuzzrun already built (default: the working tree's release build)
# The apps never enter the repository: their licences vary and their code is theirs.
# Needs python3 (to read the JSON report); runs outside CI.
set -euo pipefail
dir=${1:?usage: Scripts/corpus-check.sh DIR [BASE]}
base=${2:-}
root=$(git rev-parse --show-toplevel)
corpus=${CORPUS:-$root/../shared/corpus/apps.tsv}
seeds=${SEEDS:-1 2 3}
iterations=${ITERATIONS:-20000}
[ -f "$corpus" ] || { echo "corpus-check: $corpus: no such list" >&2; exit 66; }
[ -d "$dir" ] || { echo "corpus-check: $dir: no such folder" >&2; exit 66; }

measure() { # BINARY OUT.tsv
  local binary=$1 out=$2
  : > "$out"
  tail -n +2 "$corpus" | while IFS=$'\t' read -r repo commit folders _rest; do
    local app=$dir/${repo/\//+}
    [ -d "$app" ] || { echo "corpus-check: $repo: not under $dir, skipped" >&2; continue; }
    local paths=()
    IFS=';' read -ra parts <<< "$folders"
    for part in "${parts[@]}"; do
      part=$(echo "$part" | sed 's/^ *//; s/ *$//')
      if [[ $part == *'*'* ]]; then
        for expanded in "$app"/$part; do [ -e "$expanded" ] && paths+=("$expanded"); done
      else
        [ -e "$app/$part" ] && paths+=("$app/$part")
      fi
    done
    [ ${#paths[@]} -gt 0 ] || { echo "corpus-check: $repo: no source folder found" >&2; continue; }
    local sources=()
    for path in "${paths[@]}"; do sources+=(--source "$path"); done
    local start end reading=/tmp/corpus-check-$$.json rc=0
    start=$(date +%s.%N)
    "$binary" extract --no-timing "${paths[@]}" > /dev/null 2> /tmp/corpus-check-$$.err || rc=$?
    end=$(date +%s.%N)
    local seconds
    seconds=$(python3 -c "print(f'{$end - $start:.2f}')")
    # 65: the derived spec cannot be printed; the run still reads and says why.
    if [ "$rc" -ne 0 ] && [ "$rc" -ne 2 ] && [ "$rc" -ne 65 ]; then
      printf '%s\t%s\n' "$repo" "extract exit $rc: $(tail -1 /tmp/corpus-check-$$.err | cut -c1-100)" >> "$out"
      continue
    fi
    local findings=0 verdicts=""
    for seed in $seeds; do
      [ "$iterations" -gt 0 ] || break
      rc=0
      "$binary" "${sources[@]}" --seed "$seed" --iterations "$iterations" --json --no-timing \
        > "$reading" 2> /dev/null || rc=$?
      verdicts+="$rc"
      findings=$((findings + $(python3 -c "import json,sys; print(len(json.load(open('$reading')).get('failures', [])))" 2>/dev/null || echo 0)))
    done
    [ "$iterations" -gt 0 ] || "$binary" "${sources[@]}" --seed 1 --iterations 1 --json --no-timing > "$reading" 2> /dev/null || true
    python3 - "$repo" "$seconds" "$findings" "${verdicts:-skipped}" "$reading" >> "$out" <<'EOF'
import json, sys
repo, seconds, findings, verdicts, path = sys.argv[1:6]
try:
    report = json.load(open(path))
    r = report["reading"][0]
except Exception as error:
    print(f"{repo}\tno reading: the run printed no JSON report")
    sys.exit(0)
c = r["constructs"]
def ratio(name):
    n = c.get(name)
    return f"{n['read']}/{n['declared']}" if n else "0/0"
root = ",".join(r.get("rootContainers", [])) or "?"
print("\t".join([repo, str(r["files"]), str(round(r["bytes"] / 1024)), seconds, root,
                 str(r["screens"]), ratio("links"), ratio("destinations"), ratio("containers"), str(len(r["gates"])),
                 "1" if r["budgetHit"] else "0", f"{r['assumptions']['structural']}/{r['assumptions']['local']}",
                 findings, verdicts, "thin: " + r["thin"][0] if r["thin"] else ""]))
EOF
  done
  rm -f /tmp/corpus-check-$$.json /tmp/corpus-check-$$.err
}

header=$'app\tfiles\tKB\textract s\troot\tscreens\tlinks\tdestinations\tcontainers\tgates\tbudget\tassumed s/l\tfindings\texits\tthin'
binary=${FUZZRUN:-}
if [ -z "$binary" ]; then
  (cd "$root" && swift build -c release --product fuzzrun >&2)
  binary=$root/.build/release/fuzzrun
fi
work=$(mktemp -d)
measure "$binary" "$work/work.tsv"
{ echo "$header"; cat "$work/work.tsv"; } | column -t -s $'\t'
if [ -n "$base" ]; then
  binary=$("$root/Scripts/build-rev.sh" "$base")
  measure "$binary" "$work/base.tsv"
  echo
  echo "== $base (rows that differ)"
  diff <(cut -f1,5- "$work/base.tsv") <(cut -f1,5- "$work/work.tsv") | grep '^[<>]' || echo "(no difference but times)"
fi
rm -rf "$work"
