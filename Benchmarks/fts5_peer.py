#!/usr/bin/env python3
"""The peer for the suggester benchmark: SQLite FTS5 with prefix indexes, through python3's
sqlite3, on the same places and the same keystroke queries. Prints one JSON object.

Usage: fts5_peer.py DATASET.tsv QUERIES.txt
Each query is run as FTS5 prefix terms ("lon"*), ranked by bm25 then importance, LIMIT 10.
The timing covers execute + fetchall per query, as the Swift side covers suggest(); it includes
the Python call overhead (a few microseconds), which favours the Swift side slightly.
"""
import json
import math
import re
import sqlite3
import sys
import time
import unicodedata


def fold(text):
    text = unicodedata.normalize("NFKD", text.lower().replace("'", ""))
    return "".join(c for c in text if not unicodedata.combining(c))


def main():
    dataset, queries_path = sys.argv[1], sys.argv[2]
    rows = [line.rstrip("\n").split("\t") for line in open(dataset, encoding="utf-8")][2:]
    areas = {r[1]: r[3] + " " + r[14].replace("|", " ") for r in rows if r[0] in ("country", "region")}
    start = time.perf_counter()
    db = sqlite3.connect(":memory:")
    db.execute(
        "CREATE VIRTUAL TABLE places USING fts5(code UNINDEXED, city, name, aliases, area, importance UNINDEXED,"
        " tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')")
    data = []
    for r in rows:
        if r[0] not in ("city", "airport"):
            continue
        passengers = int(r[12]) if r[12] else 0
        importance = 0.6 + 0.4 * min(1, math.log10(max(passengers / 1e6, 1)) / 2) if passengers else {
            "large_airport": 0.7, "medium_airport": 0.45, "city": 0.9}.get(r[10], 0.1)
        data.append((r[1], r[4], r[3], r[14].replace("|", " "), areas.get(r[5], "") + " " + areas.get(r[6], ""), importance))
    db.executemany("INSERT INTO places VALUES (?, ?, ?, ?, ?, ?)", data)
    db.commit()
    build_ms = (time.perf_counter() - start) * 1000

    keystrokes = []
    for line in open(queries_path, encoding="utf-8"):
        query = line.strip()
        keystrokes += [query[:i] for i in range(1, len(query) + 1)]
    sql = "SELECT code FROM places WHERE places MATCH ? ORDER BY bm25(places) - importance * 5 LIMIT 10"

    def run(text):
        words = re.findall(r"\w+", fold(text))
        if not words:
            return []
        match = " ".join('"%s"%s' % (w, "*" if i == len(words) - 1 else "") for i, w in enumerate(words))
        return db.execute(sql, (match,)).fetchall()

    for text in keystrokes:  # warm up
        run(text)
    # Like the Swift side: each keystroke five times; every run, and the best of five.
    samples = []
    best = [float("inf")] * len(keystrokes)
    for _ in range(5):
        for index, text in enumerate(keystrokes):
            begin = time.perf_counter_ns()
            run(text)
            elapsed = (time.perf_counter_ns() - begin) / 1000
            samples.append(elapsed)
            best[index] = min(best[index], elapsed)
    samples.sort()
    best.sort()

    def pct(values, p):
        return values[min(len(values) - 1, int(p / 100 * len(values)))]

    print(json.dumps({"engine": "SQLite %s FTS5 (python3 sqlite3)" % sqlite3.sqlite_version, "build_ms": build_ms,
                      "keystrokes": len(keystrokes), "p50_us": pct(samples, 50), "p99_us": pct(samples, 99),
                      "best_p50_us": pct(best, 50), "best_p99_us": pct(best, 99), "max_us": samples[-1]}))


if __name__ == "__main__":
    main()
