#!/bin/bash -eu
# OSS-Fuzz's build step: the repository's own ClusterFuzzLite build, so that
# both build the same target (sizefuzz-correct-apps) the same way.
exec "$SRC/sizefuzz/.clusterfuzzlite/build.sh"
