#!/usr/bin/env python3
"""The HTTP API's OpenAPI description, checked by tools nobody here wrote, by what they accept and what they find.

Starts `intentctl serve` over a scratch store holding one configuration, the example deals feed and a write
token, then:

1. `GET /openapi.json` is byte for byte what `serve --openapi` prints and what `docs/openapi.json` holds;
2. `openapi-spec-validator` accepts it;
3. Schemathesis runs against the live server, every operation, with its `not_a_server_error`,
   `status_code_conformance`, `content_type_conformance` and `response_schema_conformance` checks, and must
   find nothing. It runs all operations together first (up to `--examples` each, and stateful sequences
   through the links it infers); then, against a fresh server, each operation that takes input and drew fewer
   than `--least` requests alone, so that every such operation is sent at least that many.

It prints how long Schemathesis ran and how many requests the server answered, by operation (the server
logs a line a request). The tools are installed into a virtual environment in `.build/openapi-tools` when
missing.

    python3 scripts/openapi-test.py [--binary .build/debug/intentctl] [--examples 100] [--least 50] [--seed 1]
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOOLS = ROOT / ".build" / "openapi-tools"
CHECKS = "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"
# The versions this script was written against: their command-line options change between versions.
PACKAGES = ["schemathesis==4.32.5", "openapi-spec-validator==0.9.0"]


def tool(name):
    """The path of a tool of the virtual environment, installing both when one is missing."""
    path = TOOLS / "bin" / name
    if not path.exists():
        subprocess.run([sys.executable, "-m", "venv", str(TOOLS)], check=True)
        subprocess.run([str(TOOLS / "bin" / "pip"), "install", "--quiet", *PACKAGES], check=True)
    return str(path)


class Server:
    """`intentctl serve` over a new store holding `home`, with the deals feed and a write token; its log of
    requests in a file, complete once it stopped."""

    def __init__(self, binary, folder, token_file):
        store = folder / "store"
        subprocess.run([binary, "config", "set", "home", "location=LON", "--store", str(store)], check=True,
                       stdout=subprocess.DEVNULL)
        self.log_path = folder / "requests.log"
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [binary, "serve", "--listen", "127.0.0.1:0", "--store", str(store), "--deals",
             str(ROOT / "examples" / "deals.json"), "--write-token-file", str(token_file)],
            stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self.process.stdout.readline().strip()
        if not line.startswith("listening on "):
            self.stop()
            sys.exit(f"serve did not start: {line!r}")
        self.url = line.removeprefix("listening on ")

    def stop(self):
        """Stops it; returns its log's lines, one a request: "METHOD TARGET ROUTE STATUS BYTES TIME"."""
        self.process.terminate()
        self.process.wait(timeout=20)
        self.log.close()
        return self.log_path.read_text().splitlines()


def count(lines, operations):
    """The requests of each operation, and the others (methods a path does not answer, and requests refused
    before routing)."""
    counts = {operation: 0 for operation in operations}
    others = 0
    for entry in lines:
        fields = entry.split(" ")
        operation = f"{fields[0]} {fields[2]}" if len(fields) >= 4 else ""
        if operation in counts:
            counts[operation] += 1
        else:
            others += 1
    return counts, others


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "debug" / "intentctl"))
    parser.add_argument("--examples", type=int, default=100)
    parser.add_argument("--least", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    validator, schemathesis = tool("openapi-spec-validator"), tool("schemathesis")

    scratch = pathlib.Path(tempfile.mkdtemp(prefix="intentctl-openapi-"))
    token_file = scratch / "token"
    token = "openapi-test-token-" + os.urandom(8).hex()
    token_file.write_text(token + "\n")
    token_file.chmod(0o600)
    printed = subprocess.run([options.binary, "serve", "--openapi"], check=True, capture_output=True).stdout
    failures = []

    def schemathesis_run(url, document, *selection):
        # From the file, so that GET /openapi.json is tested too (a run from the URL leaves it out).
        run = subprocess.run(
            [schemathesis, "run", str(document), "--url", url, "--checks", CHECKS, "--max-examples",
             str(options.examples), "--seed", str(options.seed), "--header", f"Authorization: Bearer {token}",
             "--no-color", "--generation-database", "none", "--workers", "1", *selection],
            capture_output=True, text=True, cwd=scratch)
        if run.returncode != 0:
            failures.append("Schemathesis found failures:\n" + run.stdout[-20000:] + run.stderr[-2000:])
        return run.stdout

    (scratch / "all").mkdir()
    server = Server(options.binary, scratch / "all", token_file)
    try:
        served = urllib.request.urlopen(server.url + "/openapi.json").read()
    except Exception:
        server.stop()
        raise
    if served != printed:
        failures.append("GET /openapi.json is not what serve --openapi prints")
    if served != (ROOT / "docs" / "openapi.json").read_bytes():
        failures.append("docs/openapi.json is not what the server serves: "
                        "INTENTCTL_WRITE_DOCS=1 swift test --filter GeneratedDocs writes it again")
    document = scratch / "openapi.json"
    document.write_bytes(served)
    validated = subprocess.run([validator, str(document)], capture_output=True, text=True)
    print(f"openapi-spec-validator: {validated.stdout.strip()}")
    if validated.returncode != 0:
        failures.append("openapi-spec-validator refuses the document:\n" + validated.stdout + validated.stderr)
    paths = json.loads(served)["paths"]
    operations = {f"{method.upper()} {path}": operation for path, methods in paths.items()
                  for method, operation in methods.items()}
    started = time.monotonic()
    try:
        output = schemathesis_run(server.url, document)
    finally:
        counts, others = count(server.stop(), operations)
    summary = output[output.find("SUMMARY"):] if "SUMMARY" in output else output[-3000:]
    print(summary.strip())
    # Each operation that takes input and drew too few requests, alone against a fresh server.
    few = [name for name, number in counts.items()
           if number < options.least and (operations[name].get("parameters") or operations[name].get("requestBody"))]
    for name in few:
        folder = scratch / f"alone-{len(list(scratch.iterdir()))}"
        folder.mkdir()
        alone = Server(options.binary, folder, token_file)
        try:
            schemathesis_run(alone.url, document, "--include-operation-id", operations[name]["operationId"])
        finally:
            more, extra = count(alone.stop(), operations)
        print(f"{name} alone: {more[name]} requests, after {counts[name]} in the run of all")
        counts = {operation: counts[operation] + more[operation] for operation in counts}
        others += extra
    seconds = time.monotonic() - started
    print("requests by operation: " + ", ".join(f"{name} {number}" for name, number in sorted(counts.items()))
          + f"; methods the paths do not answer, and requests refused before routing: {others}")
    print(f"schemathesis: {seconds:.1f} s, {sum(counts.values()) + others} requests answered, "
          f"{options.examples} examples an operation at most, seed {options.seed}")
    short = [name for name in few if counts[name] < options.least]
    if short:
        failures.append(f"fewer than {options.least} requests even alone: {short}")
    if failures:
        print("\n\n".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
