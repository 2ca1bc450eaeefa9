#!/usr/bin/env bash
# Builds the self-contained release binary: a static executable with the Swift standard library,
# Foundation and the airport index linked in, stripped of its symbols and debug information, so
# that the one file runs on a Linux machine of the same architecture without the Swift runtime or
# any shared library. Without a dynamic loader, `intentctl suggest lon` takes about 3 ms as a whole
# process (the dynamic build about 14 ms).
#
#     scripts/build-static.sh            builds .build/static/release/intentctl and prints its path
#
# The linker warns that the toolchain's static Foundation refers to glibc functions that need
# glibc's own shared libraries in a static program (getpwnam, getaddrinfo, dlopen and the like) and
# that it uses mktemp. intentctl never reaches them: the store folder comes from the options and
# the environment, never from a user lookup, it resolves no host name (`serve --listen` takes a
# numeric address), and it loads nothing at run time. Those warnings, from the toolchain's own
# libraries, are counted in one line; a warning from any other file (our code) fails the build.
# Foundation's ICU data (about 30 MB) stays: the schemas' `pattern`s run on NSRegularExpression
# and the timeline works in each airport's named time zone, and both need it.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build -c release --product intentctl --static-swift-stdlib -Xswiftc -static-executable \
    -Xlinker -s --scratch-path .build/static >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
toolchain=$(grep -c 'swift_static/.*warning:' "$log" || true)
ours=$(grep 'warning:' "$log" | grep -v 'swift_static/' || true)
grep -v 'warning:' "$log" >&2 || true
if [ -n "$ours" ]; then
    echo "$ours" >&2
    echo "build-static.sh: the build warned outside the toolchain's libraries" >&2
    exit 1
fi
[ "$toolchain" -eq 0 ] || echo "linker: $toolchain notes from the toolchain's static Foundation about glibc functions intentctl never calls (see scripts/build-static.sh)" >&2
echo "$PWD/.build/static/release/intentctl"
