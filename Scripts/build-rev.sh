#!/bin/bash
# Builds fuzzrun (release) at a git revision and prints the path of the binary.
# Usage: Scripts/build-rev.sh REV      (REV "WORK" means the working tree as it is)
# A revision is exported with `git archive` into /tmp/sizefuzz-rev-<commit>, outside
# the repository (no worktree is registered), and built there once; later calls reuse it.
set -euo pipefail
rev=${1:?usage: Scripts/build-rev.sh REV|WORK}
root=$(git rev-parse --show-toplevel)
if [ "$rev" = WORK ]; then
  dir=$root
else
  commit=$(git -C "$root" rev-parse --verify "$rev^{commit}")
  dir=/tmp/sizefuzz-rev-$commit
  if [ ! -f "$dir/Package.swift" ]; then
    mkdir -p "$dir"
    git -C "$root" archive "$commit" | tar -x -C "$dir"
  fi
fi
(cd "$dir" && swift build -c release --product fuzzrun >&2)
echo "$dir/.build/release/fuzzrun"
