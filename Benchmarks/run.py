#!/usr/bin/env python3
"""The suggester's goals, measured on release builds with the peers in the same run, as a table.

    python3 Benchmarks/run.py [--rounds N]

Each round measures everything once, in turn, so that a slow moment of the machine touches every
contender alike; the table shows the median over the rounds. Figures:

- cold start: `intentctl suggest lon` as a whole process (median of 10 runs a round), the static
  binary run from a copy as an installed one is, against the
  sqlite3 CLI answering the same prefix query from a prebuilt FTS5 database file, and with
  `--index FILE` against the compiled-in snapshot; peak RSS from GNU time;
- in process: `suggester-benchmark`'s best-of-5 p50 and p99 over the keystroke workload;
- per query: `suggest --stdin --json --limit 5` over the keystroke workload, against tantivy and
  FTS5 peers (Benchmarks/peers.py) answering the same lines with the same JSON; each figure is
  (time for the workload - time for no input) / queries, so start-up is not counted;
- snapshot build: `intentctl data build` from the OurAirports CSV.

The peers' tools are installed when missing (sqlite3 and time with apt-get, tantivy with pip), or
skipped with a message.
"""
import argparse
import datetime
import gzip
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEERS = os.path.join(ROOT, "Benchmarks", "peers.py")
CSV = os.path.join(ROOT, "..", "shared", "data", "airports", "ourairports", "airports-2022-10-11.csv.gz")


def say(message):
    print(message, file=sys.stderr, flush=True)


def ensure_tool(command, package):
    if shutil.which(command):
        return True
    if shutil.which("apt-get") and os.geteuid() == 0:
        say(f"installing {package} with apt-get")
        install = ["apt-get", "install", "-y", "-q", package]
        if subprocess.run(install, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 0:
            # A fresh machine may not have the package lists yet.
            subprocess.run(["apt-get", "update", "-q"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            subprocess.run(install, stdout=subprocess.DEVNULL)
    if not shutil.which(command):
        say(f"{command} is not installed and could not be: its figures are skipped")
        return False
    return True


def ensure_tantivy():
    probe = [sys.executable, "-c", "import tantivy"]
    if subprocess.run(probe, stderr=subprocess.DEVNULL).returncode == 0:
        return True
    say("installing tantivy with pip")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "tantivy"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if subprocess.run(probe, stderr=subprocess.DEVNULL).returncode != 0:
        say("tantivy is not installed and could not be: its figures are skipped")
        return False
    return True


def elapsed_ms(command, stdin=None):
    with open(stdin or os.devnull, "rb") as source:
        start = time.perf_counter()
        subprocess.run(command, stdin=source, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        return (time.perf_counter() - start) * 1000


def peak_rss_mb(command):
    """Peak RSS of a command, from GNU time (which forks a small process, so the figure is the
    command's own, not this Python's)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, check=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def per_query_us(command, workload, queries):
    """Microseconds per query: the workload's time less the time for no input."""
    return (elapsed_ms(command, workload) - elapsed_ms(command)) * 1000 / queries


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()

    say("building (release; the static binary with scripts/build-static.sh)")
    subprocess.run(["swift", "build", "-c", "release", "--product", "intentctl"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "-c", "release", "--product", "suggester-benchmark"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    static = subprocess.run([os.path.join(ROOT, "scripts", "build-static.sh")], check=True, capture_output=True,
                            text=True).stdout.strip()
    dynamic = os.path.join(ROOT, ".build", "release", "intentctl")
    benchmark = os.path.join(ROOT, ".build", "release", "suggester-benchmark")

    has_time = os.path.exists("/usr/bin/time") or ensure_tool("time", "time")
    has_sqlite = ensure_tool("sqlite3", "sqlite3")
    has_tantivy = ensure_tantivy()

    work = tempfile.mkdtemp(prefix="intentctl-bench-")
    tsv = os.path.join(ROOT, "data", "airports.tsv")
    database = os.path.join(work, "places.db")
    tantivy_index = os.path.join(work, "tantivy")
    say("preparing the peers' indexes and the workload")
    subprocess.run([sys.executable, PEERS, "fts5-build", tsv, database], check=True)
    if has_tantivy:
        subprocess.run([sys.executable, PEERS, "tantivy-build", tsv, tantivy_index], check=True)
    keystrokes = []
    for line in open(os.path.join(ROOT, "Benchmarks", "queries.txt"), encoding="utf-8"):
        query = line.rstrip("\n")
        keystrokes += [query[:i] for i in range(1, len(query) + 1)]
    once = os.path.join(work, "keystrokes.txt")
    tenfold = os.path.join(work, "keystrokes-x10.txt")
    with open(once, "w", encoding="utf-8") as file:
        file.write("\n".join(keystrokes) + "\n")
    with open(tenfold, "w", encoding="utf-8") as file:
        file.write(("\n".join(keystrokes) + "\n") * 10)
    csv = os.path.join(work, "airports.csv")
    has_csv = os.path.exists(CSV)
    if has_csv:
        with gzip.open(CSV) as source, open(csv, "wb") as target:
            shutil.copyfileobj(source, target)

    sql = ("SELECT code, name, city FROM places WHERE places MATCH '\"lon\"*'"
           " ORDER BY bm25(places) - importance * 5 LIMIT 10")
    # The static binary runs from a copy, as installed: the file the linker wrote can sit in the page
    # cache in smaller pages, and then starts about 0.1 ms slower (2026-11-29: 2.08 against 1.59 ms,
    # medians of 300 alternating runs, the same bytes).
    installed = os.path.join(work, "intentctl")
    shutil.copy2(static, installed)
    static = installed
    snapshot = os.path.join(work, "airports.index")
    subprocess.run([static, "data", "build", tsv, "-o", snapshot], check=True, stdout=subprocess.DEVNULL)
    contenders = {
        "static": [static, "suggest", "lon"],
        "static --index": [static, "suggest", "lon", "--index", snapshot],
        "dynamic": [dynamic, "suggest", "lon"],
        "sqlite3": ["sqlite3", database, sql],
    }
    figures = {}

    def record(name, value):
        figures.setdefault(name, []).append(value)

    for round_number in range(1, options.rounds + 1):
        say(f"round {round_number} of {options.rounds}")
        for name, command in contenders.items():
            if name == "sqlite3" and not has_sqlite:
                continue
            elapsed_ms(command)  # warm the page cache
            record(f"cold {name}", statistics.median(elapsed_ms(command) for _ in range(10)))
            if has_time:
                record(f"rss {name}", peak_rss_mb(command))
        output = subprocess.run([benchmark], capture_output=True, text=True, check=True).stdout
        best = re.search(r"best of 5 per keystroke .*?: p50 ([\d.]+) µs, p90 [\d.]+ µs, p99 ([\d.]+) µs", output)
        record("in-process p50", float(best.group(1)))
        record("in-process p99", float(best.group(2)))
        longer = re.search(r"more than four bytes, best of 5 \((\d+)\): p50 ([\d.]+) µs, p99 ([\d.]+) µs", output)
        longer_count = int(longer.group(1))
        record("computed p50", float(longer.group(2)))
        record("computed p99", float(longer.group(3)))
        record("stdin intentctl",
               per_query_us([static, "suggest", "--stdin", "--json", "--limit", "5"], tenfold, 10 * len(keystrokes)))
        record("stdin fts5", per_query_us([sys.executable, PEERS, "fts5-suggest", database, "5"], once,
                                          len(keystrokes)))
        if has_tantivy:
            record("stdin tantivy", per_query_us([sys.executable, PEERS, "tantivy-suggest", tantivy_index, "5"],
                                                 once, len(keystrokes)))
        if has_csv:
            record("csv build", elapsed_ms([static, "data", "build", csv, "-o", os.path.join(work, "csv.index")]))

    def median(name):
        return statistics.median(figures[name]) if name in figures else None

    def show(value, unit, digits=1):
        return "skipped" if value is None else f"{value:.{digits}f} {unit}"

    def ratio(peer, ours):
        return "" if peer is None or ours is None else f" ({peer / ours:.0f}× faster)"

    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor())
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    stdin_ours = median("stdin intentctl")
    print(f"Measured {datetime.date.today().isoformat()} on {os.cpu_count()} cores of {cpu}, {platform.system()} "
          f"{platform.release()}; {swift}. Medians of {options.rounds} rounds.")
    print()
    print("| what | intentctl | peer | goal |")
    print("|---|---|---|---|")
    cold_ours, cold_sqlite = median("cold static"), median("cold sqlite3")
    cold_ratio = "" if None in (cold_ours, cold_sqlite) else f"; ours {cold_ours / cold_sqlite:.2f}× its time"
    print(f"| `intentctl suggest lon`, whole process, static binary (median of 10 a round) "
          f"| {show(median('cold static'), 'ms', 2)}, peak RSS {show(median('rss static'), 'MB')} "
          f"| sqlite3 CLI on a prebuilt FTS5 file: {show(median('cold sqlite3'), 'ms', 2)}, "
          f"peak RSS {show(median('rss sqlite3'), 'MB')}{cold_ratio} | ≤ 0.6× sqlite3; ≤ 13 MB |")
    index_cold, bundled_cold = median("cold static --index"), median("cold static")
    print(f"| the same with `--index FILE` (a snapshot file, checked in full before the query) "
          f"| {show(index_cold, 'ms', 2)}, peak RSS {show(median('rss static --index'), 'MB')} "
          f"| the compiled-in start above: "
          f"{'skipped' if None in (index_cold, bundled_cold) else f'{index_cold / bundled_cold:.2f}×'} "
          f"| ≤ 1.5× the compiled-in start |")
    print(f"| the same, dynamically linked (`swift build -c release`) "
          f"| {show(median('cold dynamic'), 'ms', 2)}, peak RSS {show(median('rss dynamic'), 'MB')} | | |")
    print(f"| in process, keystroke workload, best of 5 per keystroke "
          f"| p50 {show(median('in-process p50'), 'µs')}, p99 {show(median('in-process p99'), 'µs')} "
          f"(each round's p99: {', '.join(f'{value:.1f}' for value in figures.get('in-process p99', []))}) "
          f"| | p50 ≤ 1.5 µs, p99 ≤ 25 µs |")
    print(f"| the same, only the {longer_count} keystrokes of more than four bytes (computed, unless very common) "
          f"| p50 {show(median('computed p50'), 'µs')}, p99 {show(median('computed p99'), 'µs')} | | |")
    print(f"| `suggest --stdin --json --limit 5`, per query ({len(keystrokes)} keystrokes) "
          f"| {show(stdin_ours, 'µs')} "
          f"| tantivy {show(median('stdin tantivy'), 'µs')}{ratio(median('stdin tantivy'), stdin_ours)}; "
          f"FTS5 {show(median('stdin fts5'), 'µs')}{ratio(median('stdin fts5'), stdin_ours)} "
          f"| ≥ 10× tantivy, ≥ 50× FTS5 |")
    print(f"| snapshot from the OurAirports CSV (`data build`) | {show(median('csv build'), 'ms', 0)} | | < 1 s |")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
