#!/usr/bin/env python3
"""The suggester's peers, on the same places (data/airports.tsv) and the same keystrokes:
SQLite FTS5 with prefix indexes, and tantivy (from PyPI) with prefix and fuzzy terms.

    peers.py fts5-build TSV DB             a prebuilt FTS5 database file (for the sqlite3 CLI too)
    peers.py tantivy-build TSV DIR         a prebuilt tantivy index
    peers.py fts5-suggest DB [LIMIT]       like `intentctl suggest --stdin --json --limit 5`: one
    peers.py tantivy-suggest DIR [LIMIT]   query a line in, one JSON array of suggestions a line out
    peers.py inprocess TSV QUERIES         FTS5 per-keystroke latency in process, as one JSON object
                                           (the suggester benchmark's peer)
    peers.py fts5-size TSV                 the size of an FTS5 file over the text of every place (towns and
                                           names in other languages too, as the snapshot holds it), with
                                           prefix indexes 1-3 and without (the snapshot's size peer)
    peers.py fts5-http DB PORT             GET /v1/suggest?q=&limit= over FTS5 with the standard
                                           library's threading HTTP server (the HTTP benchmark's peer);
                                           prints "listening on http://127.0.0.1:PORT" when ready

Both rank by their text relevance (bm25) plus five times the importance the suggester gives a
place, and fold accents and case as the suggester does. Only the standard library and, for
tantivy, the tantivy package are used.
"""
import json
import math
import os
import re
import sqlite3
import sys
import tempfile
import time
import unicodedata

FIELDS = ("code", "kind", "name", "city", "country", "countryCode", "latitude", "longitude")


def fold(text):
    text = unicodedata.normalize("NFKD", text.lower().replace("'", ""))
    return "".join(c for c in text if not unicodedata.combining(c))


def words(text):
    return re.findall(r"\w+", fold(text))


def alias_text(r):
    """A place row's other names, as the snapshot holds them: its aliases, those that match only the
    whole typed text, and its known names."""
    return " ".join(r[14:15] + r[17:19]).replace("|", " ")


def places(dataset):
    """The city groups and airports of the TSV, with their searchable text and importance."""
    rows = [line.rstrip("\n").split("\t") for line in open(dataset, encoding="utf-8")][2:]
    areas = {r[1]: (r[3], r[14].replace("|", " ")) for r in rows if r[0] in ("country", "region")}

    def of_passengers(count):
        return 0.6 + 0.4 * min(1.25, math.log10(max(count / 1e6, 1)) / 2)

    def airport_importance(r):
        passengers = int(r[12]) if r[12] else 0
        return of_passengers(passengers) if passengers else {"large_airport": 0.7, "medium_airport": 0.45}.get(r[10], 0.1)

    airports = {r[1]: r for r in rows if r[0] == "airport"}
    result = []
    for r in rows:
        if r[0] not in ("city", "airport"):
            continue
        if r[0] == "city":
            # A city group: its airports' passengers together, or its best airport's (as the suggester).
            members = [airports[code] for code in r[13].split("|") if code in airports]
            together = sum(int(m[12]) for m in members if m[12])
            best = max((airport_importance(m) for m in members), default=0.9)
            importance = max(best, of_passengers(together)) if together else best
        else:
            importance = airport_importance(r)
        region, country = areas.get(r[5], ("", "")), areas.get(r[6], (r[6], ""))
        result.append({
            "code": r[1], "kind": r[0], "name": r[3], "city": r[4], "country": country[0], "countryCode": r[6],
            "latitude": float(r[7] or 0), "longitude": float(r[8] or 0), "aliases": alias_text(r),
            "area": " ".join(region + country), "importance": importance})
    return result


FTS5_SQL = ("SELECT code, kind, name, city, country, countryCode, latitude, longitude,"
            " bm25(places) - importance * 5 AS rank FROM places WHERE places MATCH ? ORDER BY rank LIMIT ?")


def fts5_build(dataset, path):
    db = sqlite3.connect(path)
    db.execute("DROP TABLE IF EXISTS places")
    fts5_fill(db, dataset)
    db.execute("INSERT INTO places(places) VALUES ('optimize')")
    db.commit()
    db.close()


def fts5_fill(db, dataset):
    db.execute(
        "CREATE VIRTUAL TABLE places USING fts5(code UNINDEXED, kind UNINDEXED, name, city, country,"
        " countryCode UNINDEXED, latitude UNINDEXED, longitude UNINDEXED, aliases, area, importance UNINDEXED,"
        " tokenize='unicode61 remove_diacritics 2', prefix='1 2 3')")
    db.executemany(
        "INSERT INTO places VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(p["code"], p["kind"], p["name"], p["city"], p["country"], p["countryCode"], p["latitude"],
          p["longitude"], p["aliases"], p["area"], p["importance"]) for p in places(dataset)])
    db.commit()


def fts5_match(text):
    found = words(text)
    if not found:
        return None
    prefix = not text.endswith(" ")
    return " ".join('"%s"%s' % (w, "*" if prefix and i == len(found) - 1 else "") for i, w in enumerate(found))


def fts5_suggest(path, limit):
    db = sqlite3.connect(path)
    for line in sys.stdin:
        match = fts5_match(line.rstrip("\n"))
        rows = db.execute(FTS5_SQL, (match, limit)).fetchall() if match else []
        print(json.dumps([dict(zip(FIELDS + ("score",), (*row[:-1], round(-row[-1], 3)))) for row in rows]))


def fts5_http(path, port):
    import http.server
    import threading
    import urllib.parse

    local = threading.local()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Without this, the headers and the body go out in two packets and every answer waits
        # for a delayed acknowledgement (40 ms): not the peer's true speed.
        disable_nagle_algorithm = True

        def do_GET(self):
            url = urllib.parse.urlsplit(self.path)
            query = urllib.parse.parse_qs(url.query)
            if url.path != "/v1/suggest":
                self.send_error(404)
                return
            if not hasattr(local, "db"):
                local.db = sqlite3.connect(path)
            text = query.get("q", [""])[0]
            limit = int(query.get("limit", ["10"])[0])
            match = fts5_match(text)
            rows = local.db.execute(FTS5_SQL, (match, limit)).fetchall() if match else []
            body = json.dumps({"q": text, "suggestions": [
                dict(zip(FIELDS + ("score",), (*row[:-1], round(-row[-1], 3)))) for row in rows]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", int(port)), Handler)
    print("listening on http://127.0.0.1:%d" % server.server_address[1], flush=True)
    server.serve_forever()


def tantivy_build(dataset, path):
    import tantivy
    schema = tantivy_schema()
    os.makedirs(path, exist_ok=True)
    index = tantivy.Index(schema, path=path)
    writer = index.writer()
    writer.delete_all_documents()
    for p in places(dataset):
        document = {key: p[key] for key in FIELDS + ("importance",)}
        document["text"] = fold(" ".join((p["name"], p["city"], p["aliases"], p["area"], p["code"])))
        writer.add_document(tantivy.Document(**document))
    writer.commit()
    writer.wait_merging_threads()


def tantivy_schema():
    import tantivy
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("text", stored=False)
    for key in ("code", "kind", "name", "city", "country", "countryCode"):
        builder.add_text_field(key, stored=True, index_option="basic", tokenizer_name="raw")
    for key in ("latitude", "longitude", "importance"):
        builder.add_float_field(key, stored=True)
    return builder.build()


def tantivy_suggest(path, limit):
    import tantivy
    schema = tantivy_schema()
    index = tantivy.Index(schema, path=path)
    searcher = index.searcher()
    for line in sys.stdin:
        text = line.rstrip("\n")
        found = words(text)
        results = []
        if found:
            prefix = not text.endswith(" ")
            terms = []
            for i, word in enumerate(found):
                # As the suggester: the last word is a prefix; words of 5 or more letters may have a typo.
                distance = 1 if len(word) >= 5 else 0
                terms.append((tantivy.Occur.Must, tantivy.Query.fuzzy_term_query(
                    schema, "text", word, distance=distance, prefix=prefix and i == len(found) - 1)))
            hits = searcher.search(tantivy.Query.boolean_query(terms), 4 * limit).hits
            scored = []
            for score, address in hits:
                document = searcher.doc(address)
                scored.append((score + 5 * document["importance"][0], document))
            scored.sort(key=lambda pair: -pair[0])
            for score, document in scored[:limit]:
                suggestion = {key: document[key][0] for key in FIELDS}
                suggestion["score"] = round(score, 3)
                results.append(suggestion)
        print(json.dumps(results))


def inprocess(dataset, queries_path):
    """FTS5 in process, per keystroke: each five times; every run, and the best of five."""
    start = time.perf_counter()
    db = sqlite3.connect(":memory:")
    fts5_fill(db, dataset)
    build_ms = (time.perf_counter() - start) * 1000
    keystrokes = []
    for line in open(queries_path, encoding="utf-8"):
        query = line.strip()
        keystrokes += [query[:i] for i in range(1, len(query) + 1)]

    def run(text):
        match = fts5_match(text)
        return db.execute(FTS5_SQL, (match, 10)).fetchall() if match else []

    for text in keystrokes:  # warm up
        run(text)
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


def fts5_size(dataset):
    """Prints the bytes of FTS5 files over every place's text: code, ICAO code, name, city, region and
    country names, aliases and names in other languages, with prefix indexes 1-3 and without."""
    rows = [line.rstrip("\n").split("\t") for line in open(dataset, encoding="utf-8")][2:]
    areas = {r[1]: r[3] for r in rows if r[0] in ("country", "region")}

    def text(r):
        names = " ".join(entry.split("=", 1)[-1] for entry in r[16].split("|") if entry) if len(r) > 16 else ""
        return (r[1], r[2], r[3], r[4], areas.get(r[5], ""), areas.get(r[6], r[6]), alias_text(r), names)

    places = [text(r) for r in rows if r[0] in ("city", "airport", "town")]
    sizes = {}
    for label, prefix in (("prefix indexes 1-3", ", prefix='1 2 3'"), ("no prefix index", "")):
        handle, path = tempfile.mkstemp(suffix=".db")
        os.close(handle)
        os.remove(path)
        db = sqlite3.connect(path)
        db.execute("CREATE VIRTUAL TABLE places USING fts5(code, icao, name, city, region, country, aliases, names,"
                   " tokenize='unicode61 remove_diacritics 2'%s)" % prefix)
        db.executemany("INSERT INTO places VALUES (?, ?, ?, ?, ?, ?, ?, ?)", places)
        db.execute("INSERT INTO places(places) VALUES ('optimize')")
        db.commit()
        db.execute("VACUUM")
        db.close()
        sizes[label] = os.path.getsize(path)
        os.remove(path)
    print(json.dumps({"engine": "SQLite %s FTS5" % sqlite3.sqlite_version, "places": len(places), "bytes": sizes}))


def main():
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "fts5-build":
        fts5_build(*arguments)
    elif command == "tantivy-build":
        tantivy_build(*arguments)
    elif command == "fts5-suggest":
        fts5_suggest(arguments[0], int(arguments[1]) if len(arguments) > 1 else 5)
    elif command == "tantivy-suggest":
        tantivy_suggest(arguments[0], int(arguments[1]) if len(arguments) > 1 else 5)
    elif command == "fts5-size":
        fts5_size(*arguments)
    elif command == "fts5-http":
        fts5_http(*arguments)
    elif command == "inprocess":
        inprocess(*arguments)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
