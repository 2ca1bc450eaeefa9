#!/usr/bin/env python3
"""What an anonymous request body can cost the service, measured on a release build.

    python3 Benchmarks/request-bodies.py [--rounds N] [--seconds N] [--binary PATH]

1. Each shape of body up to the 256 KiB limit (a list of 131,000 numbers, 25,000 distinct unknown codes,
   43,000 times one code, 25,000 unknown parameters, a 250 KB string, deep nesting, repeated keys, ...) is
   sent to `POST /v1/configurations/validate` and `POST /v1/timeline` of `serve --read-only --schema
   examples/multi-origin.json`, and to `PUT /v1/configurations/NAME` of a server with a store: the median and
   the slowest of N rounds, server time as the client sees it on loopback.
2. The peer in the same run: Python's jsonschema (Draft 2020-12) validating the same bodies against the JSON
   Schema `intentctl schema export` writes for the schema (a validator that checks types and counts only:
   no provider look-ups, no hints), each in a process of its own stopped after 10 s: its patterns run on
   Python's backtracking `re`.
3. Under load: four clients send the costliest body back to back for N seconds (default 5) while a fifth
   asks `GET /healthz` every 20 ms; the health checks' p50, p99 and slowest, against the same checks with
   no load.

Goals: every body answered in under 50 ms; /healthz within 10 ms while four such bodies run.
"""
import argparse
import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run import ROOT, say  # noqa: E402
from serve import start  # noqa: E402

LIMIT = 256 * 1024


def document(values, schema="multi-origin"):
    return {"schema": schema, "version": 1, "values": values}


def compact(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def fill(make, limit=LIMIT - 200):
    """The longest list of make(i) whose document stays under the limit."""
    low, high = 1, 200_000
    while low < high:
        middle = (low + high + 1) // 2
        if len(compact(document({"origins": [make(i) for i in range(middle)]})).encode()) <= limit:
            low = middle
        else:
            high = middle - 1
    return [make(i) for i in range(low)]


def unscheduled_codes(count):
    """Codes of airports without scheduled service: each one's hint is a search for the nearest that have it."""
    codes = []
    for line in open(os.path.join(ROOT, "data", "airports.tsv"), encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if len(fields) > 11 and fields[0] == "airport" and fields[11] == "0" and len(fields[1]) == 3:
            codes.append(fields[1])
        if len(codes) == count:
            break
    return codes


def shapes():
    """Each shape's name and body (bytes), each at most 256 KiB."""
    bodies = {
        "100 airports without scheduled service (a small body)": compact(
            document({"origins": unscheduled_codes(100)})),
        "a pattern that backtracks elsewhere, 40 characters": compact(
            document({"origins": ["LHR"], "note": "a" * 40})),
        "a pattern that backtracks elsewhere, 10,000 characters": compact(
            document({"origins": ["LHR"], "note": "a" * 10_000})),
        "a valid document": compact(document({"country": "GB", "origins": ["LHR", "LGW"], "travellers": "two"})),
        "131,000 numbers in a list": compact(document({"origins": [1] * 131_000})),
        "distinct unknown codes in a list": compact(document({"origins": fill(lambda i: f"X{i:05d}")})),
        "one code, repeated": compact(document({"origins": fill(lambda i: "LHR")})),
        "known codes in lower case (each a did-you-mean)": compact(
            document({"origins": fill(lambda i: ["lhr", "cdg", "muc", "jfk", "nrt"][i % 5])})),
        "airports outside the country chosen": compact(
            document({"country": "FR", "origins": fill(lambda i: ["LHR", "LGW", "MUC", "JFK"][i % 4])})),
        "unknown parameters": compact(
            document({f"p{i}": i for i in range(18_000)})),
        "one 250 KB string": compact(document({"origins": ["A" * 250_000]})),
        "a 250 KB country": compact(document({"country": "é" * 120_000, "origins": ["LHR"]})),
        "nested lists": compact(document({"origins": json.loads("[" * 500 + "]" * 500)})),
        "repeated keys": '{"schema":"multi-origin","version":1,"values":{'
        + ",".join(['"origins":["LHR"]'] * 14_000) + "}}",
        "unknown top-level keys": compact({**document({"origins": ["LHR"]}), **{f"k{i}": i for i in range(18_000)}}),
        "escaped control characters": compact(document({"origins": fill(lambda i: "\u0001\u202e\u0000")})),
    }
    for name, body in bodies.items():
        encoded = body.encode()
        assert len(encoded) <= LIMIT, (name, len(encoded))
        yield name, encoded


PEER_SECONDS = 10


def peer_time(exported, body):
    """Milliseconds for jsonschema to validate the body, in a process of its own (Python's backtracking `re`
    can take exponential time over a pattern); None when it takes more than PEER_SECONDS."""
    script = (
        "import json, sys, time, jsonschema\n"
        "schema = json.loads(sys.argv[1]); body = sys.stdin.buffer.read()\n"
        "validator = jsonschema.Draft202012Validator(schema)\n"
        "start = time.perf_counter(); sum(1 for _ in validator.iter_errors(json.loads(body)))\n"
        "print((time.perf_counter() - start) * 1000)\n")
    try:
        result = subprocess.run([sys.executable, "-c", script, json.dumps(exported)], input=body,
                                capture_output=True, timeout=PEER_SECONDS, check=True)
    except subprocess.TimeoutExpired:
        return None
    return float(result.stdout)


def request(address, method, path, body=None, headers=None):
    """Milliseconds for one request on a new connection, and its status."""
    host, port = address.rsplit(":", 1)
    connection = http.client.HTTPConnection(host, int(port), timeout=60)
    start_time = time.perf_counter()
    connection.request(method, path, body=body, headers={"Content-Type": "application/json", **(headers or {})})
    response = connection.getresponse()
    response.read()
    elapsed = (time.perf_counter() - start_time) * 1000
    connection.close()
    return elapsed, response.status


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def health_checks(address, seconds, stop=None):
    """The latencies of GET /healthz every 20 ms for `seconds`."""
    latencies = []
    end = time.monotonic() + seconds
    while time.monotonic() < end and not (stop and stop.is_set()):
        latencies.append(request(address, "GET", "/healthz")[0])
        time.sleep(0.02)
    return latencies


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--binary", help="an intentctl to measure instead of building the release one")
    options = parser.parse_args()

    binary = options.binary
    if binary is None:
        say("building (release)")
        subprocess.run(["swift", "build", "-c", "release", "--product", "intentctl"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "intentctl")
    work = tempfile.mkdtemp(prefix="intentctl-bodies-")
    # The multi-origin example with a string whose pattern a backtracking engine takes exponential time over.
    schema = os.path.join(work, "multi-origin-note.json")
    example = json.load(open(os.path.join(ROOT, "examples", "multi-origin.json"), encoding="utf-8"))
    example["parameters"].append({"id": "note", "title": "Note", "kind": "string", "pattern": "(a|a)+b"})
    json.dump(example, open(schema, "w", encoding="utf-8"))
    deals = os.path.join(ROOT, "examples", "deals.json")
    serve = [binary, "serve", "--listen", "127.0.0.1:0", "--log-format", "none", "--schema", schema, "--deals", deals]
    reader, reading = start(serve + ["--read-only"])
    writer, writing = start(serve + ["--store", os.path.join(work, "store")])

    try:
        import jsonschema
        exported = json.loads(subprocess.run([binary, "schema", "export", "--format", "json-schema", "--schema", schema], check=True,
                                             capture_output=True, text=True).stdout)
        validator = jsonschema.Draft202012Validator(exported)
    except ImportError:
        validator = None
        say("jsonschema is not installed (python3 -m pip install jsonschema): the peer's figures are skipped")

    rows = []
    worst = (0, None)
    worst_small = (0, None)
    for name, body in shapes():
        times = {"validate": [], "timeline": [], "put": [], "peer": []}
        peer_timed_out = False
        statuses = set()
        for round_number in range(options.rounds):
            elapsed, status = request(reading, "POST", "/v1/configurations/validate", body)
            times["validate"].append(elapsed)
            statuses.add(status)
            times["timeline"].append(request(reading, "POST", "/v1/timeline", body)[0])
            times["put"].append(request(writing, "PUT", f"/v1/configurations/b{round_number}", body)[0])
            if validator is not None and not peer_timed_out:
                elapsed = peer_time(exported, body)
                if elapsed is None:
                    peer_timed_out = True
                else:
                    times["peer"].append(elapsed)
        slowest = max(max(times["validate"]), max(times["timeline"]), max(times["put"]))
        if slowest > worst[0]:
            worst = (slowest, body)
        # The costliest small body: a costly body need not be a large one.
        if len(body) <= 16 * 1024 and slowest > worst_small[0]:
            worst_small = (slowest, body)
        rows.append((name, len(body), times, sorted(statuses)))

    print(f"Request bodies, {options.rounds} rounds, release build, {time.strftime('%Y-%m-%d')}")
    print()
    print("| body | bytes | validate median / max | timeline median / max | PUT median / max | jsonschema median |")
    print("|---|---|---|---|---|---|")
    for name, size, times, statuses in rows:
        cells = [f"{statistics.median(times[k]):.1f} / {max(times[k]):.1f} ms" for k in ("validate", "timeline", "put")]
        peer = (f"{statistics.median(times['peer']):.1f} ms" if times["peer"]
                else f"over {PEER_SECONDS} s" if validator is not None else "skipped")
        print(f"| {name} ({'/'.join(map(str, statuses))}) | {size:,} | " + " | ".join(cells) + f" | {peer} |")

    def under_load(body):
        """/healthz's latencies while four clients send the body back to back."""
        stop = threading.Event()

        def hammer():
            while not stop.is_set():
                request(reading, "POST", "/v1/configurations/validate", body)

        clients = [threading.Thread(target=hammer) for _ in range(4)]
        for client in clients:
            client.start()
        latencies = health_checks(reading, options.seconds)
        stop.set()
        for client in clients:
            client.join()
        return latencies

    idle = health_checks(reading, options.seconds)
    loaded = under_load(worst[1])
    loaded_small = under_load(worst_small[1])
    print()
    print("| GET /healthz every 20 ms | p50 | p99 | slowest |")
    print("|---|---|---|---|")
    for label, latencies in (("alone", idle), ("while 4 clients send the costliest body", loaded),
                             ("while 4 clients send the costliest body of 16 KiB or less",
                              loaded_small)):
        print(f"| {label} ({len(latencies)} checks) | {percentile(latencies, 0.5):.2f} ms | "
              f"{percentile(latencies, 0.99):.2f} ms | {max(latencies):.2f} ms |")
    loaded = loaded + loaded_small
    for process in (reader, writer):
        process.terminate()
        process.wait()
    slowest = max(max(max(t["validate"]), max(t["timeline"]), max(t["put"])) for _, _, t, _ in rows)
    goals = slowest < 50 and max(loaded) < 10
    print()
    print(f"goals: every body under 50 ms ({slowest:.1f} ms), /healthz within 10 ms under load "
          f"({max(loaded):.2f} ms): {'met' if goals else 'NOT met'}")


if __name__ == "__main__":
    main()
