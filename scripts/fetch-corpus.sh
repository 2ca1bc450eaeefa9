#!/usr/bin/env bash
# Builds the folder the corpus tier reads: every repository that Tests/RealWorld/*/sources.json names, cloned
# with plain git at the commit it names, as DIR/OWNER+NAME/repo (a git directory holding that commit).
#
#   scripts/fetch-corpus.sh DIR
#   INTENTCTL_SNAPSHOTS=DIR swift test --filter RealWorldTests
#
# Needs git and network access to github.com. A repository already in DIR with its commit is left as it is, so
# the script can run again after a failure. Exits 1 naming each repository it could not fetch.
set -euo pipefail
if [ $# -ne 1 ] || [ "$1" = "--help" ] || [ "$1" = "-h" ]; then
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
    [ $# -eq 1 ] && exit 0 || exit 64
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$1"
target="$(cd "$1" && pwd)"
failed=()
# "OWNER/NAME COMMIT" for each repository of every sources.json, each once.
pairs=$(python3 - "$root" <<'PY'
import json, pathlib, sys
seen = set()
for manifest in sorted(pathlib.Path(sys.argv[1], "Tests", "RealWorld").glob("*/sources.json")):
    for repository in json.loads(manifest.read_text())["repositories"]:
        pair = (repository["repository"], repository["commit"])
        if pair not in seen:
            seen.add(pair)
            print(*pair)
PY
)
while read -r repository commit; do
    [ -n "$repository" ] || continue
    git_dir="$target/${repository/\//+}/repo"
    if git --git-dir "$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
        echo "have $repository at ${commit:0:12}"
        continue
    fi
    mkdir -p "$git_dir"
    git init --quiet --bare "$git_dir"
    if git --git-dir "$git_dir" fetch --quiet --depth 1 "https://github.com/$repository.git" "$commit" 2>/dev/null &&
        git --git-dir "$git_dir" cat-file -e "$commit^{commit}"; then
        echo "fetched $repository at ${commit:0:12}"
    else
        echo "could not fetch $repository at $commit" >&2
        failed+=("$repository")
    fi
done <<<"$pairs"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fetch-corpus: ${#failed[@]} repositories missing: ${failed[*]}" >&2
    exit 1
fi
echo "fetch-corpus: every repository is in $target; run INTENTCTL_SNAPSHOTS=$target swift test --filter RealWorldTests"
