#!/usr/bin/env bash
# The time `intentctl generate app-intents` takes, as a whole process on a release build: the
# median of 21 runs for the bundled deals schema, examples/trip-planner.json (3 dynamic
# parameters, 10 enums, chained relationships) and examples/departures-widget.json (a provider the
# app gives), each writing over the folder it wrote before.
# `intentctl --version` in the same run is the baseline: what any run of the binary costs. There
# is no peer that generates App Intents code from a description (Xcode's intent code generation
# works from .intentdefinition files, in Xcode only).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product intentctl >/dev/null
binary=.build/release/intentctl
out=$(mktemp -d)
# shellcheck source=Benchmarks/lib/timing.sh
source Benchmarks/lib/timing.sh
trap 'rm -rf "$out"' EXIT

printf '%-72s %8s\n' "run (median of 21, whole process)" "ms"
report "intentctl --version" "$(median "$binary" --version)"
report "intentctl generate app-intents deals-widget" \
    "$(median "$binary" generate app-intents deals-widget -o "$out/deals" --force)"
report "intentctl generate app-intents --schema examples/trip-planner.json" \
    "$(median "$binary" generate app-intents --schema examples/trip-planner.json -o "$out/trip" --force)"
report "intentctl generate app-intents --schema examples/departures-widget.json" \
    "$(median "$binary" generate app-intents --schema examples/departures-widget.json -o "$out/departures" --force)"
echo "goal: under 50 ms for the deals schema; machine: $(nproc) cores, $(date -u +%F)"
