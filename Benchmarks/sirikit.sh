#!/usr/bin/env bash
# SiriKit intent definitions: the time `intentctl schema import` takes for each fixture and
# `schema export --format intentdefinition` for the bundled schema (release build, whole process,
# median of 21, with `intentctl --version` as the cost of any run), the time of importing
# definitions of 1,000, 4,000 and 10,000 parameters (linear: 10,000 under 1 s; a schema of 10,000
# is over the 1 MiB a schema may be, which the import says at the end), and the time and peak RSS
# of refusing each hostile file (GNU time's %e and %M). There is no peer on Linux: Xcode reads
# these files, and only on a Mac.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product intentctl >/dev/null
binary=.build/release/intentctl
work=$(mktemp -d)
# shellcheck source=Benchmarks/lib/timing.sh
source Benchmarks/lib/timing.sh
trap 'rm -rf "$work"' EXIT

printf '%-72s %8s\n' "run (median of 21, whole process)" "ms"
report "intentctl --version" "$(median "$binary" --version)"
for fixture in examples/sirikit/*.intentdefinition; do
    intent=""
    case "$fixture" in *Assistant*) intent="--intent WeatherConfiguration" ;; esac
    # shellcheck disable=SC2086
    report "schema import $(basename "$fixture") $intent" \
        "$(median "$binary" schema import "$fixture" $intent --provider Location=airports)"
done
report "schema export --format intentdefinition deals-widget" \
    "$(median "$binary" schema export --format intentdefinition deals-widget -o "$work/export")"

# Definitions of many parameters (one in three depending on the one before), to show import is linear.
python3 - "$work" <<'PY'
import sys, pathlib
work = pathlib.Path(sys.argv[1])
for n in (1000, 4000, 10000):
    parameters = []
    for i in range(n):
        relationship = (f"<key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key>"
                        f"<string>p{i-1}</string><key>INIntentParameterRelationshipPredicateName</key><string>HasAnyValue</string></dict>") if i % 3 == 2 else ""
        parameters.append(
            f"<dict><key>INIntentParameterName</key><string>p{i}</string><key>INIntentParameterTag</key><integer>{i + 1}</integer>"
            f"<key>INIntentParameterDisplayName</key><string>Parameter {i}</string><key>INIntentParameterDisplayNameID</key><string>n{i}</string>"
            f"<key>INIntentParameterType</key><string>{'Boolean' if i % 2 else 'Integer'}</string>{relationship}</dict>")
    (work / f"parameters-{n}.intentdefinition").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
        "<key>INIntentDefinitionModelVersion</key><string>1.2</string><key>INIntents</key><array><dict>"
        "<key>INIntentName</key><string>Many</string><key>INIntentEligibleForWidgets</key><true/>"
        "<key>INIntentParameters</key><array>" + "\n".join(parameters) + "</array></dict></array></dict></plist>\n")
PY
for n in 1000 4000 10000; do
    set +e
    /usr/bin/time -f "%e %M" -o "$work/time" "$binary" schema import "$work/parameters-$n.intentdefinition" \
        >/dev/null 2>"$work/err"
    status=$?
    set -e
    read -r seconds kilobytes < <(tail -1 "$work/time")
    printf '%-72s %8s s %6.1f MB  exit %s\n' "schema import, $n parameters" "$seconds" \
        "$(echo "$kilobytes / 1024" | bc -l)" "$status"
done

# The hostile files.
python3 - "$work" <<'PY'
import sys, pathlib
work = pathlib.Path(sys.argv[1])
head = '<?xml version="1.0"?>\n'
entities = "".join(f'<!ENTITY l{i} "' + f"&l{i-1};" * 10 + '">' for i in range(1, 10))
(work / "laughs.intentdefinition").write_text(head + '<!DOCTYPE plist [<!ENTITY l0 "lol">' + entities + ']>\n<plist><string>&l9;</string></plist>\n')
(work / "external.intentdefinition").write_text(head + '<!DOCTYPE plist [<!ENTITY x SYSTEM "file:///dev/zero">]>\n<plist><string>&x;</string></plist>\n')
(work / "doctype-file.intentdefinition").write_text(head + '<!DOCTYPE plist SYSTEM "/dev/zero">\n<plist><string>&zero;</string></plist>\n')
with open(work / "huge-string.intentdefinition", "w") as f:
    f.write(head + "<plist><string>")
    f.write("a" * (100 << 20))
    f.write("</string></plist>\n")
(work / "deep.intentdefinition").write_text(head + "<plist>" + "<array>" * 200_000 + "</array>" * 200_000 + "</plist>\n")
(work / "binary.intentdefinition").write_bytes(b"bplist00" + bytes(range(256)) * 1000)
PY
printf '\n%-40s %8s %12s %s\n' "hostile file" "s" "peak RSS MB" "exit"
for file in laughs external doctype-file huge-string deep binary; do
    set +e
    /usr/bin/time -f "%e %M" -o "$work/time" "$binary" schema import "$work/$file.intentdefinition" >/dev/null 2>"$work/err"
    status=$?
    set -e
    read -r seconds kilobytes < <(tail -1 "$work/time")
    printf '%-40s %8s %12.1f %s  %s\n' "$file.intentdefinition" "$seconds" "$(echo "$kilobytes / 1024" | bc -l)" \
        "$status" "$(head -1 "$work/err" | sed 's/.*\(error\|intentctl\): //' | cut -c1-60)"
done
echo "goals: import and export under 50 ms; 10,000 parameters under 1 s; each hostile file refused in under 1 s and 50 MB; machine: $(nproc) cores, $(date -u +%F)"
