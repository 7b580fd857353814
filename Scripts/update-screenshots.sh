#!/usr/bin/env bash
# Writes the README's screenshot, Docs/report-fixed-sidebar.png: the README's example app read
# from its SwiftUI source (fuzzrun --source Tests/SourceExtractionTests/Fixtures/fixed-sidebar
# --seed 1 --iterations 1000 --html ...), so that its culprit is outlined with its file:line, in
# headless Chromium, 1200 px wide, light, the top 2400 px of the page. Rerun it after a change to
# the report.
#
# Usage: Scripts/update-screenshots.sh [FUZZRUN]   (default: builds fuzzrun in debug)
# Needs Debian's chromium package (apt-get install chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
fuzzrun="${1:-}"
if [ -z "$fuzzrun" ]; then
    swift build --product fuzzrun
    fuzzrun="$(swift build --show-bin-path)/fuzzrun"
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/sizefuzz-shot.XXXXXX")"
trap 'rm -rf "$work"' EXIT
code=0
"$fuzzrun" --source Tests/SourceExtractionTests/Fixtures/fixed-sidebar --seed 1 --iterations 1000 --no-timing --html "$work/report-fixed-sidebar.html" > /dev/null || code=$?
if [ "$code" -ne 1 ]; then echo "update-screenshots: fuzzrun exited $code, expected 1 (failures found)" >&2; exit 1; fi
BROWSE_CLIP=0,2400 python3 .ci/browse.py shoot "$work" 1200 light "$work/report-fixed-sidebar.html" > /dev/null
python3 .ci/png-not-blank.py "$work/report-fixed-sidebar-1200-light.png"
cp "$work/report-fixed-sidebar-1200-light.png" Docs/report-fixed-sidebar.png
echo "update-screenshots: wrote Docs/report-fixed-sidebar.png"
