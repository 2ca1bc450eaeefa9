#!/usr/bin/env python3
"""Relevance figures: the relevance suite and the held-out queries, for intentctl and for the SQLite
FTS5 peer over the same data (Benchmarks/peers.py), printed as a table.

Usage: python3 Benchmarks/relevance.py

- The suite is read from Tests/SuggesterTests/RelevanceCases.swift: a case passes when its code
  is within its `top` rank; top-1 counts the cases whose code ranks first.
- The held-out queries (Benchmarks/relevance-holdout.tsv) are not in the suite: top-1 (the code
  ranks first) and top-5 (it and the codes the row also names, a city group's airports, are in the
  first five), for each category and in all.
Python's standard library only; builds the release binary if it is missing.
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINARY = ROOT / ".build/release/intentctl"
CASE = re.compile(r'\.init\("((?:[^"\\]|\\.)*)", "([A-Z]{3})"(?:, top: (\d+))?(, all: true)?\)')


def suite_cases():
    text = (ROOT / "Tests/SuggesterTests/RelevanceCases.swift").read_text(encoding="utf-8")
    return [(json.loads('"%s"' % q), code, int(top or 1), bool(everything)) for q, code, top, everything in
            CASE.findall(text)]


def holdout_cases():
    rows = []
    for line in (ROOT / "Benchmarks/relevance-holdout.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and not line.startswith("category\t"):
            category, query, code, *also = line.split("\t")
            rows.append((category, query, code, also[0].split() if also else []))
    return rows


def intentctl_codes(queries, everything=False):
    """The codes of the first five suggestions of each query, as `suggest --stdin` gives them."""
    if not queries:
        return []
    command = [str(BINARY), "suggest", "--stdin", "--limit", "5"] + (["--all"] if everything else [])
    output = subprocess.run(command, input="\n".join(queries) + "\n", capture_output=True, text=True, check=True)
    return [line.split() for line in output.stdout.split("\n")[:len(queries)]]


def fts5_codes(database, queries):
    peers = ROOT / "Benchmarks/peers.py"
    output = subprocess.run([sys.executable, str(peers), "fts5-suggest", database, "5"],
                            input="\n".join(queries) + "\n", capture_output=True, text=True, check=True)
    return [[row["code"] for row in json.loads(line)] for line in output.stdout.splitlines()[:len(queries)]]


def rank(codes, code):
    return codes.index(code) + 1 if code in codes else None


def share(count, total):
    return f"{100 * count / total:.1f}% ({count}/{total})" if total else "n/a"


def main():
    if not BINARY.exists():
        subprocess.run(["swift", "build", "-c", "release", "--product", "intentctl"], cwd=ROOT, check=True)
    database = str(pathlib.Path(tempfile.mkdtemp()) / "fts5.db")
    subprocess.run([sys.executable, str(ROOT / "Benchmarks/peers.py"), "fts5-build",
                    str(ROOT / "data/airports.tsv"), database], check=True)

    cases = suite_cases()
    ours = {}
    for everything in (False, True):
        chosen = [case for case in cases if case[3] == everything]
        for case, codes in zip(chosen, intentctl_codes([c[0] for c in chosen], everything)):
            ours[case] = codes
    theirs = dict(zip(cases, fts5_codes(database, [c[0] for c in cases])))
    print(f"Relevance suite: {len(cases)} cases")
    print("| engine | cases passed (code within its rank) | top-1 |")
    print("|---|---|---|")
    for name, answers in (("intentctl", ours), ("SQLite FTS5", theirs)):
        passed = sum(1 for c in cases if (rank(answers[c], c[1]) or 99) <= c[2])
        first = sum(1 for c in cases if rank(answers[c], c[1]) == 1)
        print(f"| {name} | {share(passed, len(cases))} | {share(first, len(cases))} |")

    held = holdout_cases()
    ours_held = intentctl_codes([q for _, q, _, _ in held])
    theirs_held = fts5_codes(database, [q for _, q, _, _ in held])
    print(f"\nHeld-out queries: {len(held)}")
    print("| category | intentctl top-1 | intentctl top-5 | FTS5 top-1 | FTS5 top-5 |")
    print("|---|---|---|---|---|")
    categories = sorted({c for c, _, _, _ in held}) + ["all"]
    misses = []
    for category in categories:
        rows = [i for i, (c, _, _, _) in enumerate(held) if category in ("all", c)]
        figures = []
        for answers in (ours_held, theirs_held):
            first = sum(rank(answers[i], held[i][2]) == 1 for i in rows)
            top5 = sum(all((rank(answers[i], c) or 99) <= 5 for c in [held[i][2]] + held[i][3]) for i in rows)
            figures += [share(first, len(rows)), share(top5, len(rows))]
        print(f"| {category} | " + " | ".join(figures) + " |")
    for i, (category, query, code, also) in enumerate(held):
        if rank(ours_held[i], code) != 1 or not all((rank(ours_held[i], c) or 99) <= 5 for c in also):
            misses.append(f"  {category}: {query!r} -> {code}, got {' '.join(ours_held[i]) or 'nothing'}")
    if misses:
        print("\nintentctl held-out queries not ranked first:")
        print("\n".join(misses))


if __name__ == "__main__":
    main()
