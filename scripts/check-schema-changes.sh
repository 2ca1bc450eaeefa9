#!/usr/bin/env bash
# Runs `intentctl schema diff` on every schema file under schemas/ that changed since a base
# commit (the first argument; default HEAD~1), comparing the base's version with the working
# tree's. Exits 1 when a change breaks stored configurations and no migration covers it: run it
# in CI on a pull request that edits schemas/, with the pull request's base.
#
#   scripts/check-schema-changes.sh origin/main
#
# INTENTCTL names the binary (default: .build/debug/intentctl, built when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-HEAD~1}"
binary="${INTENTCTL:-.build/debug/intentctl}"
if ! git rev-parse -q --verify "$base^{commit}" >/dev/null; then
    echo "check-schema-changes: no commit $base to compare with; skipped"
    exit 0
fi
[ -x "$binary" ] || swift build --product intentctl >/dev/null
status=0
old=$(mktemp)
trap 'rm -f "$old"' EXIT
while IFS= read -r file; do
    [ -f "$file" ] || continue # removed in the working tree
    git show "$base:$file" >"$old" 2>/dev/null || continue # added since the base
    echo "== $file"
    "$binary" schema diff "$old" "$file" || status=1
done < <(git diff --name-only "$base" -- 'schemas/*.json')
exit $status
