#!/usr/bin/env bash
# Builds SizeFuzz's libFuzzer target and runs it for a number of seconds.
#
#   FuzzTesting/fuzz.sh [--app NAME]... [--spec FILE.json]... [--invariant NAME]...
#                       [--max-events N] [--seconds N] [--seed N] [--corpus DIR]
#                       [--import-into DIR] [--expect-crash] [--build-only]
#                       [--output PATH] [--debug] [-- LIBFUZZER-FLAGS...]
#
# The bytes libFuzzer generates are the choice sequence of SizeFuzz's
# generators; a crash is an invariant failure. On a crash the script runs
# `fuzzrun import-crash` on the crash file: the usual shrunk report, and with
# --import-into a corpus entry in that folder.
#
# Exit codes: 0 no invariant failed (with --expect-crash: one did, and its
# crash file imported and replays); 1 an invariant failed (with
# --expect-crash: none did, or the crash did not import); 2 usage;
# 3 the toolchain cannot build it. When the toolchain has no libFuzzer
# runtime (swiftc -sanitize=fuzzer fails, as on macOS with Xcode's
# toolchain) the script says so and exits 0 without fuzzing.
#
# --seed gives libFuzzer its seed (by default it picks one from the clock).
# --debug builds without optimisation (faster to build, slower to run: for
# smoke tests). With --expect-crash and no --import-into the crash is
# imported into a temporary corpus and replayed from there.
# --output puts the fuzzer there (default .build/<config>/sizefuzz-fuzzer under
# FuzzTesting/). The environment can add: SIZEFUZZ_SANITIZE (default
# "fuzzer"; "fuzzer,address" for AddressSanitizer), SIZEFUZZ_SWIFTFLAGS
# (more `swift build` flags), SIZEFUZZ_LINKFLAGS (more link flags, such as
# -static-stdlib).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
seconds=30
corpus=""
import_into=""
expect_crash=no
build_only=no
fuzzer_seed=()
output=""
config=release
target_flags=()
cli_flags=()
fuzzer_flags=()

usage() { sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
need() { [[ $# -ge 2 && -n "$2" ]] || { echo "fuzz.sh: $1 needs a value" >&2; exit 2; }; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --app) need "$@"; target_flags+=("-app=$2"); cli_flags+=(--app "$2"); shift 2 ;;
    --spec) need "$@"; spec="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
            target_flags+=("-spec=$spec"); cli_flags+=(--spec "$spec"); shift 2 ;;
    --invariant) need "$@"; target_flags+=("-invariant=$2"); cli_flags+=(--invariant "$2"); shift 2 ;;
    --max-events) need "$@"; target_flags+=("-max_events=$2"); cli_flags+=(--max-events "$2"); shift 2 ;;
    --seconds) need "$@"; [[ "$2" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: --seconds: '$2' is not a whole number above 0" >&2; exit 2; }
               seconds="$2"; shift 2 ;;
    --corpus) need "$@"; corpus="$2"; shift 2 ;;
    --seed) need "$@"; [[ "$2" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: --seed: '$2' is not a whole number" >&2; exit 2; }
            fuzzer_seed=("-seed=$2"); shift 2 ;;
    --import-into) need "$@"; import_into="$2"; shift 2 ;;
    --expect-crash) expect_crash=yes; shift ;;
    --build-only) build_only=yes; shift ;;
    --output) need "$@"; output="$2"; shift 2 ;;
    --debug) config=debug; shift ;;
    --help|-h) usage ;;
    --) shift; fuzzer_flags=("$@"); break ;;
    *) echo "fuzz.sh: unknown option '$1'" >&2; usage ;;
  esac
done

work="$(mktemp -d "${TMPDIR:-/tmp}/sizefuzz-fuzz.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Does this toolchain have libFuzzer? (Xcode's does not; swift.org's Linux ones do.)
echo '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>?, _ n: Int) -> CInt { 0 }' > "$work/probe.swift"
if ! swiftc -sanitize=fuzzer -parse-as-library "$work/probe.swift" -o "$work/probe" >"$work/probe.log" 2>&1; then
  echo "fuzz.sh: skipped: this Swift toolchain has no libFuzzer runtime (swiftc -sanitize=fuzzer failed):" >&2
  sed 's/^/  /' "$work/probe.log" | head -5 >&2
  [[ "$build_only" == yes ]] && exit 3
  exit 0
fi

# Build: every module instrumented for coverage; the target is a static
# library, linked here with libFuzzer's main (SwiftPM's executable main would clash).
sanitize="${SIZEFUZZ_SANITIZE:-fuzzer}"
flags=(-c "$config" --package-path "$here" -Xswiftc "-sanitize=$sanitize" -Xswiftc -parse-as-library ${SIZEFUZZ_SWIFTFLAGS:-})
echo "== swift build ${flags[*]}" >&2
swift build "${flags[@]}" --product SizeFuzzFuzzer >&2 || exit 3
bin="$(swift build "${flags[@]}" --show-bin-path)"
fuzzer="${output:-$bin/sizefuzz-fuzzer}"
objects=()
for module in SizeFuzzFuzzer SizeFuzz LayoutModel; do
  while IFS= read -r object; do objects+=("$object"); done < <(find "$bin/$module.build" -name '*.o' | sort)
done
swiftc "-sanitize=$sanitize" ${SIZEFUZZ_LINKFLAGS:-} "${objects[@]}" -lm -o "$fuzzer" >&2 || exit 3
echo "== built $fuzzer" >&2
[[ "$build_only" == yes ]] && exit 0

# Fuzz.
corpus_dirs=()
if [[ -n "$corpus" ]]; then mkdir -p "$corpus"; corpus_dirs+=("$corpus"); fi
echo "== fuzzing for $seconds s: $fuzzer ${target_flags[*]:-}" >&2
status=0
SWIFT_BACKTRACE=enable=no "$fuzzer" ${target_flags[@]+"${target_flags[@]}"} -max_total_time="$seconds" \
  -artifact_prefix="$work/" -print_final_stats=1 ${fuzzer_seed[@]+"${fuzzer_seed[@]}"} ${fuzzer_flags[@]+"${fuzzer_flags[@]}"} \
  ${corpus_dirs[@]+"${corpus_dirs[@]}"} 2>"$work/fuzz.log" || status=$?
grep -E '^(sizefuzz|  (launch|[0-9]|Turn|fuzzrun)|#[0-9]+ +(INITED|DONE)|stat::number_of_executed_units|stat::average_exec_per_sec|SUMMARY|Done)' "$work/fuzz.log" >&2 || true

crash="$(find "$work" -maxdepth 1 -name 'crash-*' | head -1)"
if [[ -z "$crash" ]]; then
  if [[ "$status" -ne 0 ]]; then echo "fuzz.sh: the fuzzer stopped with status $status and no crash file" >&2; tail -20 "$work/fuzz.log" >&2; exit 1; fi
  if [[ "$expect_crash" == yes ]]; then echo "fuzz.sh: FAILED: no invariant failed in $seconds s" >&2; exit 1; fi
  echo "fuzz.sh: passed: no invariant failed in $seconds s" >&2
  exit 0
fi
mkdir -p "$root/.build/fuzz-crashes"
kept="$root/.build/fuzz-crashes/$(basename "$crash")"
cp "$crash" "$kept"
execs="$(grep -Eo '^#[0-9]+' "$work/fuzz.log" | tail -1 | tr -d '#')"
echo "fuzz.sh: an invariant failed after ${execs:-?} inputs; crash file kept at $kept" >&2

# Turn the crash into the usual report (and a corpus entry).
echo "== swift build -c release --product fuzzrun" >&2
swift build -c release --package-path "$root" --product fuzzrun >&2 || exit 3
fuzzrun="$(swift build -c release --package-path "$root" --show-bin-path)/fuzzrun"
[[ "$expect_crash" == yes && -z "$import_into" ]] && import_into="$work/corpus"
import_flags=(--no-timing)
[[ -n "$import_into" ]] && import_flags+=(--save-corpus "$import_into")
imported=0
"$fuzzrun" import-crash "$kept" ${cli_flags[@]+"${cli_flags[@]}"} "${import_flags[@]}" || imported=$?
if [[ "$expect_crash" == yes ]]; then
  # import-crash exits 1 when the crash reproduces as an invariant failure.
  if [[ "$imported" -ne 1 ]]; then echo "fuzz.sh: FAILED: the crash file did not import (exit $imported)" >&2; exit 1; fi
  if [[ -n "$import_into" ]]; then
    "$fuzzrun" replay "$import_into" || { echo "fuzz.sh: FAILED: the imported entry does not replay" >&2; exit 1; }
  fi
  echo "fuzz.sh: passed: an invariant failed as expected and its crash file imported" >&2
  exit 0
fi
exit 1
