#!/bin/bash -eu
# Builds SizeFuzz's fuzz targets into $OUT, for ClusterFuzzLite and OSS-Fuzz.
#
# In their build image ($SRC, $OUT and $SANITIZER set, `precompile_swift` on
# the PATH) it builds with the image's flags: the sanitizer asked for, a
# static Swift runtime (the runner image has none). Run by hand it builds
# with libFuzzer alone into .build/cflite-out:
#
#   .clusterfuzzlite/build.sh && ls .build/cflite-out
#
# Targets:
#   sizefuzz-correct-apps  the correct built-in apps: any crash is a false
#                          alarm, a bug in SizeFuzz's model or invariants.
# To fuzz your own app, copy its spec into $OUT and give the target a
# <target>.options file whose [libfuzzer] section says `spec = app.json`
# (see the README's CI section).
root="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${OUT:-$root/.build/cflite-out}"
mkdir -p "$OUT"

sanitize=fuzzer
static=no
if command -v precompile_swift >/dev/null 2>&1; then
  # Copies llvm-symbolizer into $OUT and sets SWIFTFLAGS; we take the
  # sanitizer and the static runtime from the environment it describes.
  . precompile_swift
  case "${SANITIZER:-address}" in
    address|thread|undefined) sanitize="fuzzer,$SANITIZER" ;;
    coverage) sanitize=fuzzer ;;
  esac
  static=yes
fi
# A static Swift runtime and Foundation where the toolchain has them, so the
# target runs where no Swift is installed. Foundation's archives depend on
# one another, so they go in one linker group.
linkflags=()
static_dir="$(dirname "$(command -v swiftc)")/../lib/swift_static/linux"
if [[ "$static" == yes || -f "$static_dir/libFoundation.a" ]]; then
  linkflags=(-static-stdlib -Xlinker --start-group)
  for library in Foundation FoundationEssentials FoundationInternationalization CoreFoundation \
                 _FoundationICU _FoundationCShims _FoundationCollections; do
    linkflags+=(-Xlinker "$static_dir/lib$library.a")
  done
  linkflags+=(-Xlinker --end-group)
fi

SIZEFUZZ_SANITIZE="$sanitize" SIZEFUZZ_LINKFLAGS="${linkflags[*]:-}" \
  "$root/FuzzTesting/fuzz.sh" --build-only --output "$OUT/sizefuzz-correct-apps"

# A seed corpus: the simplest case of each app (one byte picks the app; the
# zeros after it are the simplest choices).
seeds="$(mktemp -d)"
for app in 0 1 2 3 4; do printf "\\x0$app" > "$seeds/app-$app"; done
(cd "$seeds" && zip -q -j "$OUT/sizefuzz-correct-apps_seed_corpus.zip" app-*) || true
rm -rf "$seeds"
echo "build.sh: built $OUT/sizefuzz-correct-apps"
