#!/usr/bin/env bash
# Builds the self-contained release binary: a static executable with the Swift standard library,
# Foundation and the airport index linked in, so that the one file runs on a Linux machine of the
# same architecture without the Swift runtime or any shared library. Without a dynamic loader,
# `intentctl suggest lon` takes about 3 ms as a whole process (the dynamic build about 14 ms).
#
#     scripts/build-static.sh            builds .build/static/release/intentctl and prints its path
#
# The linker notes that Foundation refers to glibc functions that need glibc's own shared
# libraries in a static program (getpwnam, getaddrinfo, dlopen and the like) and that it uses
# mktemp. intentctl never reaches them: the store folder comes from the options and the
# environment, never from a user lookup, and it does no networking.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product intentctl --static-swift-stdlib -Xswiftc -static-executable \
    --scratch-path .build/static >&2
echo "$PWD/.build/static/release/intentctl"
