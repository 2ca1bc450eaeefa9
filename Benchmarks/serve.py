#!/usr/bin/env python3
"""The HTTP service's goals, measured on a release build with the peers in the same run.

    python3 Benchmarks/serve.py [--seconds N]

wrk runs the keystroke workload (every prefix of the queries in Benchmarks/queries.txt, in turn)
against `intentctl serve`'s /v1/suggest at 1, 16 and 64 keep-alive connections, and the same
against two peers:

- nginx serving one static JSON answer of the same size as the service's average answer: the
  limit of an HTTP server on this machine;
- a Python threading HTTP server over SQLite FTS5 (Benchmarks/peers.py fts5-http): what a team
  would write in an afternoon.

Each figure is wrk's over N seconds (default 10) a run: requests a second, and the p50 and p99
latency. The service's peak RSS is read after the 64-connection run. wrk and nginx are installed
with apt-get when missing, or their figures are skipped with a message.
"""
import argparse
import datetime
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run import PEERS, ROOT, ensure_tool, say  # noqa: E402

CONNECTIONS = (1, 16, 64)
LUA = """
local paths = {}
for line in io.lines(os.getenv("PATHS_FILE")) do paths[#paths + 1] = line end
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
"""


def start(command):
    """Starts a server that prints "listening on http://HOST:PORT"; the process and its address."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    match = re.search(r"listening on http://(\S+)", line)
    if not match:
        process.kill()
        raise SystemExit(f"{command[0]} did not start: {line!r}")
    return process, match.group(1)


def wrk(url, connections, seconds, script=None):
    command = ["wrk", "--latency", "-t", str(min(connections, 2)), "-c", str(connections), "-d", f"{seconds}s"]
    if script:
        command += ["-s", script]
    output = subprocess.run(command + [url], capture_output=True, text=True, check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))

    def percentile(name):
        value, unit = re.search(rf"\s{name}%\s+([\d.]+)(us|ms|s)\b", output).groups()
        return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]

    for error in re.findall(r"Non-2xx or 3xx responses: \d+|Socket errors: .*", output):
        say(f"wrk reported errors for {url} at {connections}: {error}")
    return {"rate": rate, "p50": percentile("50"), "p99": percentile("99")}


def free_port():
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=10)
    options = parser.parse_args()
    if not ensure_tool("wrk", "wrk"):
        raise SystemExit("wrk is needed for the HTTP benchmark")
    has_nginx = ensure_tool("nginx", "nginx")

    say("building (release)")
    subprocess.run(["swift", "build", "-c", "release", "--product", "intentctl"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = os.path.join(ROOT, ".build", "release", "intentctl")
    work = tempfile.mkdtemp(prefix="intentctl-http-")
    os.chmod(work, 0o755)  # nginx's workers may run as another user
    paths = []
    for line in open(os.path.join(ROOT, "Benchmarks", "queries.txt"), encoding="utf-8"):
        query = line.rstrip("\n")
        paths += ["/v1/suggest?limit=10&q=" + urllib.parse.quote(query[:i]) for i in range(1, len(query) + 1)]
    paths_file = os.path.join(work, "paths.txt")
    with open(paths_file, "w") as file:
        file.write("\n".join(paths) + "\n")
    script = os.path.join(work, "keystrokes.lua")
    with open(script, "w") as file:
        file.write(LUA)
    os.environ["PATHS_FILE"] = paths_file

    service, address = start([binary, "serve", "--listen", "127.0.0.1:0", "--log-format", "none",
                              "--max-connections", "256"])
    sizes = [len(urllib.request.urlopen(f"http://{address}{path}").read()) for path in paths[::20]]
    average = sum(sizes) // len(sizes)
    results = {}
    say(f"intentctl serve at {address}; average answer {average} bytes")
    for connections in CONNECTIONS:
        results[("intentctl", connections)] = wrk(f"http://{address}", connections, options.seconds, script)
    rss = int(re.search(r"VmHWM:\s+(\d+)", open(f"/proc/{service.pid}/status").read()).group(1)) / 1024
    service.terminate()
    service.wait()

    if has_nginx:
        static = os.path.join(work, "static")
        os.makedirs(static)
        with open(os.path.join(static, "answer.json"), "w") as file:
            file.write("[" + " " * (average - 2) + "]")
        port = free_port()
        config = os.path.join(work, "nginx.conf")
        with open(config, "w") as file:
            file.write(f"""worker_processes 2;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    keepalive_requests 1000000;
    client_body_temp_path {work}/body; proxy_temp_path {work}/proxy; fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi; scgi_temp_path {work}/scgi;
    server {{
        listen 127.0.0.1:{port};
        location / {{ root {static}; default_type application/json; try_files /answer.json =404; }}
    }}
}}
""")
        nginx = subprocess.Popen(["nginx", "-c", config, "-g", "daemon off;"], stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        for connections in CONNECTIONS:
            results[("nginx", connections)] = wrk(f"http://127.0.0.1:{port}/answer.json", connections,
                                                  options.seconds)
        nginx.terminate()
        nginx.wait()

    database = os.path.join(work, "places.db")
    subprocess.run([sys.executable, PEERS, "fts5-build", os.path.join(ROOT, "data", "airports.tsv"), database],
                   check=True)
    python, python_address = start([sys.executable, PEERS, "fts5-http", database, "0"])
    for connections in CONNECTIONS:
        results[("python", connections)] = wrk(f"http://{python_address}", connections, options.seconds, script)
    python.terminate()
    python.wait()

    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor())
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    print(f"Measured {datetime.date.today()} on {os.cpu_count()} cores of {cpu}, Linux {platform.release()}; "
          f"{swift}. wrk over {options.seconds} s a run, the keystroke workload ({len(paths)} paths) in turn; "
          f"answers average {average} bytes.\n")
    print("| connections | intentctl serve | nginx, static answer of that size | Python + FTS5 |")
    print("|---|---|---|---|")

    def cell(name, connections):
        figures = results.get((name, connections))
        if not figures:
            return "skipped"
        return f"{figures['rate']:,.0f} req/s, p50 {figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms"

    for connections in CONNECTIONS:
        print(f"| {connections} | {cell('intentctl', connections)} | {cell('nginx', connections)} "
              f"| {cell('python', connections)} |")
    ours = results[("intentctl", 64)]
    print()
    if ("nginx", 64) in results:
        print(f"- throughput at 64 connections: {100 * ours['rate'] / results[('nginx', 64)]['rate']:.0f}% of nginx's"
              " (goal: at least 50%)")
    print(f"- p99 at 64 connections: {ours['p99']:.2f} ms (goal: under 2 ms)")
    print(f"- throughput at 64 connections: {ours['rate'] / results[('python', 64)]['rate']:.0f}× the Python peer's"
          " (goal: at least 20×)")
    print(f"- peak RSS of the service: {rss:.1f} MB (goal: under 40 MB)")


if __name__ == "__main__":
    main()
