#!/usr/bin/env python3
"""The HTTP API's OpenAPI description, checked by tools nobody here wrote (issue 55).

Starts `intentctl serve` over a scratch store holding one configuration, the example deals feed and a write
token, then:

1. `GET /openapi.json` is byte for byte what `serve --openapi` prints and what `docs/openapi.json` holds;
2. `openapi-spec-validator` accepts it;
3. Schemathesis runs against the live server, every operation, at least 50 examples each (`--examples`), with
   its `not_a_server_error`, `status_code_conformance`, `content_type_conformance` and
   `response_schema_conformance` checks, and must find nothing.

It prints how long Schemathesis ran and how many requests the server answered (one log line each). The tools
are installed into a virtual environment in `.build/openapi-tools` when missing.

    python3 scripts/openapi-test.py [--binary .build/debug/intentctl] [--examples 50] [--seed 1]
"""

import argparse
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


def tool(name):
    """The path of a tool of the virtual environment, installing both when one is missing."""
    path = TOOLS / "bin" / name
    if not path.exists():
        subprocess.run([sys.executable, "-m", "venv", str(TOOLS)], check=True)
        subprocess.run([str(TOOLS / "bin" / "pip"), "install", "--quiet", "schemathesis", "openapi-spec-validator"],
                       check=True)
    return str(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "debug" / "intentctl"))
    parser.add_argument("--examples", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    validator, schemathesis = tool("openapi-spec-validator"), tool("schemathesis")

    scratch = pathlib.Path(tempfile.mkdtemp(prefix="intentctl-openapi-"))
    store = scratch / "store"
    token_file = scratch / "token"
    token = "openapi-test-token-" + os.urandom(8).hex()
    token_file.write_text(token + "\n")
    token_file.chmod(0o600)
    subprocess.run([options.binary, "config", "set", "home", "location=LON", "--store", str(store)], check=True,
                   stdout=subprocess.DEVNULL)
    printed = subprocess.run([options.binary, "serve", "--openapi"], check=True, capture_output=True).stdout
    log = open(scratch / "requests.log", "w")
    server = subprocess.Popen(
        [options.binary, "serve", "--listen", "127.0.0.1:0", "--store", str(store), "--deals",
         str(ROOT / "examples" / "deals.json"), "--write-token-file", str(token_file)],
        stdout=subprocess.PIPE, stderr=log, text=True)
    failures = []
    try:
        line = server.stdout.readline().strip()
        if not line.startswith("listening on "):
            sys.exit(f"serve did not start: {line!r}")
        url = line.removeprefix("listening on ")
        served = urllib.request.urlopen(url + "/openapi.json").read()
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
        before = sum(1 for _ in open(scratch / "requests.log"))
        started = time.monotonic()
        run = subprocess.run(
            # From the file, so that GET /openapi.json is tested too (a run from the URL leaves it out).
            [schemathesis, "run", str(document), "--url", url, "--checks", CHECKS, "--max-examples", str(options.examples),
             "--seed", str(options.seed), "--header", f"Authorization: Bearer {token}", "--no-color",
             "--generation-database", "none", "--workers", "2"],
            capture_output=True, text=True, cwd=scratch)
        seconds = time.monotonic() - started
        log.flush()
        requests = sum(1 for _ in open(scratch / "requests.log")) - before
        summary = run.stdout[run.stdout.find("SUMMARY"):] if "SUMMARY" in run.stdout else run.stdout[-3000:]
        print(summary.strip())
        print(f"schemathesis: {seconds:.1f} s, {requests} requests answered, "
              f"{options.examples} examples an operation at most, seed {options.seed}")
        if run.returncode != 0:
            failures.append("Schemathesis found failures:\n" + run.stdout[-20000:] + run.stderr[-2000:])
    finally:
        server.terminate()
        server.wait(timeout=20)
        log.close()
    if failures:
        print("\n\n".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
