#!/usr/bin/env python3
"""The sources build on Linux and on Apple platforms: a check CI runs.

Every Swift file of the package and its examples is read, and these rules hold:

1. Only platform files talk to the C library: a file outside a folder named `Platform/` imports
   neither Glibc nor Darwin, and uses no name that only glibc has (`SOCK_NONBLOCK`, `MSG_NOSIGNAL`,
   `/proc/`, `st_mtim`, `accept4`, `epoll`, ...) but in an `#if os(Linux)` branch (a test that
   only Linux can run).
2. A file that imports Glibc imports Darwin on Darwin: `#if canImport(Glibc)` / `import Glibc` /
   `#elseif canImport(Darwin)` / `import Darwin`.
3. Inside platform files, a name only one system has sits in that system's branch: glibc's names
   under `#if canImport(Glibc)` or `os(Linux)` (or the `#else` of `canImport(Darwin)`), Darwin's
   (`SO_NOSIGPIPE`, `sin_len`, `OPEN_MAX`, ...) under `canImport(Darwin)` (or the `#else` of a
   Glibc test). `/proc/` paths may appear there unguarded: reading a file Darwin lacks fails softly.

Prints each violation as `FILE:LINE: message` and exits 1 when there is one; 0 otherwise.
Usage: scripts/check-portability.py [ROOT]   (or --self-test: the rules on samples that must pass or fail)
"""

import re
import sys
from pathlib import Path

FOLDERS = ["Sources", "Tests", "Benchmarks", "Plugins", "examples", "Package.swift"]
# Code nobody here wrote, read by the corpus tests, and generated goldens that are checked elsewhere.
SKIPPED = ["Tests/RealWorld/", "Tests/Corpus/"]

GLIBC_ONLY = [
    "SOCK_NONBLOCK", "SOCK_CLOEXEC", "MSG_NOSIGNAL", "st_mtim", "st_atim", "st_ctim", "accept4",
    "epoll", "sigtimedwait", "__sigaction_handler", "SOCK_STREAM.rawValue", "RLIMIT_NOFILE.rawValue",
    "Glibc.", "eventfd", "pipe2", "O_TMPFILE", "SO_REUSEPORT_LB", "sched_getaffinity",
]
DARWIN_ONLY = [
    "SO_NOSIGPIPE", "F_SETNOSIGPIPE", "sin_len", "sin6_len", "__sigaction_u", "st_mtimespec",
    "OPEN_MAX", "kqueue", "Darwin.", "F_FULLFSYNC",
]


def words(line, names):
    """The names of a list a line of code uses (comments left out)."""
    code = line.split("//", 1)[0]
    return [n for n in names if re.search(r"(?<![A-Za-z0-9_])" + re.escape(n) + (r"" if n.endswith(".") else r"(?![A-Za-z0-9_])"), code)]


def branch_system(condition):
    """Which system a `#if` condition selects: 'linux', 'darwin' or None."""
    if re.search(r"canImport\(Glibc\)|os\(Linux\)", condition):
        return "linux"
    if re.search(r"canImport\(Darwin\)|os\((macOS|iOS|tvOS|watchOS|visionOS)\)", condition):
        return "darwin"
    return None


def check(path, text, relative):
    problems = []
    platform = "/Platform/" in "/" + relative
    lines = text.split("\n")
    stack = []  # for each open #if: [systems of its branches so far, system of the current branch]
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("#if "):
            system = branch_system(stripped)
            stack.append([[system], system])
            continue
        if stripped.startswith("#elseif "):
            system = branch_system(stripped)
            stack[-1][0].append(system)
            stack[-1][1] = system
            continue
        if stripped == "#else":
            seen = set(s for s in stack[-1][0] if s)
            other = {"linux": "darwin", "darwin": "linux"}
            stack[-1][1] = other[seen.pop()] if len(seen) == 1 else None
            continue
        if stripped == "#endif":
            if stack:
                stack.pop()
            continue
        current = next((entry[1] for entry in reversed(stack) if entry[1]), None)
        imported = re.match(r"\s*(?:@[A-Za-z_]+\s+)*import\s+(Glibc|Darwin)\b", line)
        if imported:
            if not platform:
                problems.append((number, f"imports {imported.group(1)} outside a Platform/ folder"))
            elif imported.group(1) == "Glibc" and current != "linux":
                problems.append((number, "imports Glibc without #if canImport(Glibc)"))
            continue
        glibc = words(line, GLIBC_ONLY)
        proc = "/proc/" in line.split("//", 1)[0]
        if not platform:
            if current == "linux":
                continue  # in an `#if os(Linux)` branch, as a Linux-only test is
            for name in glibc + (["/proc/"] if proc else []):
                problems.append((number, f"uses {name}, which only glibc has, outside a Platform/ folder"))
            for name in words(line, DARWIN_ONLY):
                problems.append((number, f"uses {name}, which only Darwin has, outside a Platform/ folder"))
            continue
        for name in glibc:
            if current != "linux":
                problems.append((number, f"uses {name}, which only glibc has, outside a Glibc branch"))
        for name in words(line, DARWIN_ONLY):
            if current != "darwin":
                problems.append((number, f"uses {name}, which only Darwin has, outside a Darwin branch"))
    # Rule 2: a Glibc import has its Darwin counterpart.
    if re.search(r"import\s+Glibc", text) and not re.search(
        r"#elseif canImport\(Darwin\)\s*\n\s*import Darwin", text
    ):
        problems.append((1, "imports Glibc but not Darwin on Darwin (#elseif canImport(Darwin) / import Darwin)"))
    return problems


SELF_TEST = [
    # (path, text, how many problems)
    ("Sources/A/File.swift", "import Glibc\n", 2),
    ("Sources/A/File.swift", "let flags = Int32(MSG_NOSIGNAL)\n", 1),
    ("Sources/A/File.swift", 'let path = "/proc/self/status"\n', 1),
    ("Sources/A/File.swift", '#if os(Linux)\n    let path = "/proc/self/status"\n#endif\n', 0),
    ("Sources/A/File.swift", "// MSG_NOSIGNAL in a comment\n", 0),
    ("Sources/A/Platform/S.swift", "#if canImport(Glibc)\n    import Glibc\n#endif\n", 1),
    ("Sources/A/Platform/S.swift", "#if canImport(Glibc)\n    import Glibc\n#elseif canImport(Darwin)\n    import Darwin\n#endif\n", 0),
    ("Sources/A/Platform/S.swift", "let f = Int32(MSG_NOSIGNAL)\n", 1),
    ("Sources/A/Platform/S.swift", "#if canImport(Darwin)\n    let f: Int32 = 0\n#else\n    let f = Int32(MSG_NOSIGNAL)\n#endif\n", 0),
    ("Sources/A/Platform/S.swift", "#if canImport(Glibc)\n    setsockopt(d, SOL_SOCKET, SO_NOSIGPIPE, &y, 4)\n#endif\n", 1),
    ("Sources/A/Platform/S.swift", 'let text = readFile("/proc/self/cgroup")\n', 0),
]


def self_test():
    """The rules catch what they must and pass what they may: exits 1 on the first that does not."""
    for relative, text, expected in SELF_TEST:
        found = check(Path(relative), text, relative)
        if len(found) != expected:
            print(f"self-test: {relative} {text!r}: {len(found)} problems, expected {expected}: {found}", file=sys.stderr)
            return 1
    print(f"check-portability: self-test of {len(SELF_TEST)} cases passed")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
    files = []
    for folder in FOLDERS:
        target = root / folder
        files += [target] if target.is_file() else sorted(target.rglob("*.swift")) if target.is_dir() else []
    failures = 0
    checked = 0
    for path in files:
        relative = path.relative_to(root).as_posix()
        if any(relative.startswith(s) for s in SKIPPED) or "/.build" in "/" + relative:
            continue
        checked += 1
        for number, message in check(path, path.read_text(encoding="utf-8", errors="replace"), relative):
            print(f"{relative}:{number}: {message}")
            failures += 1
    if failures:
        print(f"check-portability: {failures} problem{'s' if failures != 1 else ''} in {checked} files", file=sys.stderr)
        return 1
    print(f"check-portability: {checked} Swift files build on Linux and Darwin alike (as far as names show)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
