#!/bin/bash
# Installs the project's git hooks: commit-msg, which runs Scripts/commit-msg on every commit
# message (see that script for the convention).
# Usage: Scripts/install-hooks.sh [--force]   (--force replaces a commit-msg hook of your own)
# The hook installed is a two-line wrapper that runs the Scripts/commit-msg of the checkout being
# committed in, so every worktree uses its own copy, and a checkout without one is not checked.
# Exits 0 when installed, 1 when a hook of your own is in the way, 2 outside a git repository.
set -euo pipefail
force=${1:-}
hooks=$(git rev-parse --git-path hooks 2>/dev/null) || { echo "install-hooks: not in a git repository" >&2; exit 2; }
mkdir -p "$hooks"
hook=$hooks/commit-msg
marker="# SizeFuzz commit-msg hook (Scripts/install-hooks.sh)"
if [ -e "$hook" ] && ! grep -qF "$marker" "$hook" && [ "$force" != --force ]; then
  echo "install-hooks: $hook exists and is not ours; run with --force to replace it" >&2
  exit 1
fi
cat > "$hook" <<EOF
#!/bin/sh
$marker
script="\$(git rev-parse --show-toplevel)/Scripts/commit-msg"
if [ -x "\$script" ]; then exec "\$script" "\$@"; fi
EOF
chmod +x "$hook"
echo "installed $hook"
