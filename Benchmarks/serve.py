#!/usr/bin/env python3
"""The HTTP service's goals, measured on release builds with the peers in the same run.

    python3 Benchmarks/serve.py [--seconds N] [--rounds N]

1. Closed loop, wrk at 64 keep-alive connections (2 threads), on every core:
   - the repeated query `GET /v1/suggest?q=lon&limit=5` against `intentctl serve` (the dynamic
     build and the static one) and nginx serving the same bytes as a static file;
   - the keystroke workload (every prefix of the queries in Benchmarks/queries.txt, in turn) at 1,
     16 and 64 connections against the dynamic build, nginx serving one static answer of the
     average size, and a Python threading server over SQLite FTS5 (Benchmarks/peers.py fts5-http).
2. Open loop, at a fixed rate of half of nginx's median in 1 (Benchmarks/LoadGenerator: each
   request's latency from when it was due), 64 connections, the repeated query. The generator
   runs on CPU 0 and each server on CPU 1 (taskset), one worker each as their defaults give on one
   CPU (nginx `worker_processes auto`): with the client on the server's cores, the run would
   measure how the two share them. (Unpinned, all of the generator's connections landed on one
   nginx worker while our two loops shared both cores with the generator.)
3. The service's peak RSS (VmHWM) after the open-loop run, and after the keystroke workload.

Each figure is the median of the rounds (default 3, the servers taking turns), each run N seconds
(default 5). wrk and nginx are installed with apt-get when missing, or their figures are skipped.
"""
import argparse
import datetime
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run import PEERS, ROOT, ensure_tool, say  # noqa: E402

CONNECTIONS = (1, 16, 64)
REPEATED = "/v1/suggest?q=lon&limit=5"
LUA = """
local paths = {}
for line in io.lines(os.getenv("PATHS_FILE")) do paths[#paths + 1] = line end
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
"""


def start(command, cpus=None):
    """Starts a server that prints "listening on http://HOST:PORT"; the process and its address."""
    if cpus is not None:
        command = ["taskset", "-c", cpus] + command
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    match = re.search(r"listening on http://(\S+)", line)
    if not match:
        process.kill()
        raise SystemExit(f"{command[0]} did not start: {line!r}")
    return process, match.group(1)


def peak_rss(pid):
    return int(re.search(r"VmHWM:\s+(\d+)", open(f"/proc/{pid}/status").read()).group(1)) / 1024


def open_loop(generator, port, paths_file, rate, seconds):
    """The load generator's figures (a dict) at a fixed rate, from CPU 0."""
    output = subprocess.run(["taskset", "-c", "0", generator, "--port", str(port), "--paths", paths_file,
                             "--rate", str(int(rate)), "--seconds", str(seconds)],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def median(values):
    return statistics.median(values) if values else None


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


class Nginx:
    """nginx serving one static answer for every path, `worker_processes auto`."""

    def __init__(self, work, body, cpus=None):
        self.work = work
        static = os.path.join(work, "static")
        os.makedirs(static, exist_ok=True)
        with open(os.path.join(static, "answer.json"), "wb") as file:
            file.write(body)
        self.port = free_port()
        config = os.path.join(work, "nginx.conf")
        with open(config, "w") as file:
            file.write(f"""worker_processes auto;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    keepalive_requests 1000000;
    client_body_temp_path {work}/body; proxy_temp_path {work}/proxy; fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi; scgi_temp_path {work}/scgi;
    server {{
        listen 127.0.0.1:{self.port};
        location / {{ root {static}; default_type application/json; try_files /answer.json =404; }}
    }}
}}
""")
        command = ["nginx", "-c", config, "-g", "daemon off;"]
        if cpus is not None:
            command = ["taskset", "-c", cpus] + command
        self.process = subprocess.Popen(command, stderr=subprocess.DEVNULL)
        time.sleep(0.5)

    def stop(self):
        self.process.terminate()
        self.process.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    if not ensure_tool("wrk", "wrk"):
        raise SystemExit("wrk is needed for the HTTP benchmark")
    has_nginx = ensure_tool("nginx", "nginx")
    pinned = (os.cpu_count() or 1) >= 2 and ensure_tool("taskset", "util-linux")

    say("building (release, and the static binary with scripts/build-static.sh)")
    subprocess.run(["swift", "build", "-c", "release", "--product", "intentctl"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "-c", "release", "--product", "load-generator"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    static = subprocess.run([os.path.join(ROOT, "scripts", "build-static.sh")], check=True, capture_output=True,
                            text=True).stdout.strip()
    builds = {"dynamic": os.path.join(ROOT, ".build", "release", "intentctl"), "static": static}
    generator = os.path.join(ROOT, ".build", "release", "load-generator")
    work = tempfile.mkdtemp(prefix="intentctl-http-")
    os.chmod(work, 0o755)  # nginx's workers may run as another user
    paths = []
    for line in open(os.path.join(ROOT, "Benchmarks", "queries.txt"), encoding="utf-8"):
        query = line.rstrip("\n")
        paths += ["/v1/suggest?limit=10&q=" + urllib.parse.quote(query[:i]) for i in range(1, len(query) + 1)]
    paths_file = os.path.join(work, "paths.txt")
    with open(paths_file, "w") as file:
        file.write("\n".join(paths) + "\n")
    repeated_file = os.path.join(work, "repeated.txt")
    with open(repeated_file, "w") as file:
        file.write(REPEATED + "\n")
    script = os.path.join(work, "keystrokes.lua")
    with open(script, "w") as file:
        file.write(LUA)
    os.environ["PATHS_FILE"] = paths_file
    serve = ["serve", "--listen", "127.0.0.1:0", "--log-format", "none", "--max-connections", "256"]
    seconds = options.seconds

    # 1. Closed loop: the repeated query, and the keystroke workload.
    service, address = start([builds["dynamic"]] + serve)
    repeated_body = urllib.request.urlopen(f"http://{address}{REPEATED}").read()
    sizes = [len(urllib.request.urlopen(f"http://{address}{path}").read()) for path in paths[::20]]
    average = sum(sizes) // len(sizes)
    service.terminate()
    service.wait()
    say(f"the repeated answer is {len(repeated_body)} bytes; the keystroke answers average {average}")
    rates = {}
    nginx_repeated = Nginx(os.path.join(work, "repeated"), repeated_body) if has_nginx else None
    for round_number in range(options.rounds):
        for build, binary in builds.items():
            process, address = start([binary] + serve)
            rates.setdefault(build, []).append(wrk(f"http://{address}{REPEATED}", 64, seconds)["rate"])
            process.terminate()
            process.wait()
        if nginx_repeated:
            rates.setdefault("nginx", []).append(
                wrk(f"http://127.0.0.1:{nginx_repeated.port}{REPEATED}", 64, seconds)["rate"])
    if nginx_repeated:
        nginx_repeated.stop()

    keystrokes = {}
    rss_keystrokes = {}
    for build, binary in builds.items():
        process, address = start([binary] + serve)
        for connections in CONNECTIONS if build == "dynamic" else (64,):
            keystrokes[(build, connections)] = wrk(f"http://{address}", connections, seconds, script)
        rss_keystrokes[build] = peak_rss(process.pid)
        process.terminate()
        process.wait()
    if has_nginx:
        nginx_average = Nginx(os.path.join(work, "average"), b"[" + b" " * (average - 2) + b"]")
        for connections in CONNECTIONS:
            keystrokes[("nginx", connections)] = wrk(f"http://127.0.0.1:{nginx_average.port}/answer.json",
                                                     connections, seconds)
        nginx_average.stop()
    database = os.path.join(work, "places.db")
    subprocess.run([sys.executable, PEERS, "fts5-build", os.path.join(ROOT, "data", "airports.tsv"), database],
                   check=True)
    python, python_address = start([sys.executable, PEERS, "fts5-http", database, "0"])
    for connections in CONNECTIONS:
        keystrokes[("python", connections)] = wrk(f"http://{python_address}", connections, seconds, script)
    python.terminate()
    python.wait()

    # 2. Open loop at half of nginx's rate, the generator on CPU 0 and the servers on CPU 1.
    fixed = {}
    rss_fixed = {}
    rate = median(rates.get("nginx", [])) or median(rates["dynamic"])
    rate = rate / 2
    cpus = "1" if pinned else None
    if pinned:
        nginx_pinned = Nginx(os.path.join(work, "pinned"), repeated_body, cpus=cpus) if has_nginx else None
        for round_number in range(options.rounds):
            for build, binary in builds.items():
                process, address = start([binary] + serve, cpus=cpus)
                port = int(address.rsplit(":", 1)[1])
                fixed.setdefault(build, []).append(open_loop(generator, port, repeated_file, rate, seconds))
                rss_fixed[build] = max(rss_fixed.get(build, 0), peak_rss(process.pid))
                process.terminate()
                process.wait()
            if nginx_pinned:
                fixed.setdefault("nginx", []).append(
                    open_loop(generator, nginx_pinned.port, repeated_file, rate, seconds))
        if nginx_pinned:
            nginx_pinned.stop()
    else:
        say("taskset or a second CPU is missing: the open-loop figures are skipped")

    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor())
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    print(f"Measured {datetime.date.today()} on {os.cpu_count()} cores of {cpu}, Linux {platform.release()}; "
          f"{swift}. Medians of {options.rounds} rounds of {seconds} s. The repeated answer is "
          f"{len(repeated_body)} bytes; the keystroke workload has {len(paths)} paths, answers averaging "
          f"{average} bytes.\n")
    print("| `GET " + REPEATED + "`, wrk 2 threads × 64 connections | requests a second (each round) |")
    print("|---|---|")
    for name, label in (("dynamic", "intentctl serve, dynamic build"), ("static", "intentctl serve, static build"),
                        ("nginx", "nginx, the same bytes as a static file")):
        if name in rates:
            print(f"| {label} | **{median(rates[name]):,.0f}** ({', '.join(f'{r:,.0f}' for r in rates[name])}) |")
    print()
    if fixed:
        print(f"| open loop at {rate:,.0f} requests a second (half of nginx's), 64 connections, generator on CPU 0, "
              "server on CPU 1 | p50 | p90 | p99 | p99.9 | errors |")
        print("|---|---|---|---|---|---|")
        for name, label in (("dynamic", "intentctl serve, dynamic build"), ("static", "intentctl serve, static build"),
                            ("nginx", "nginx, the same bytes")):
            runs = fixed.get(name)
            if not runs:
                continue
            cells = [f"{median([run[key] for run in runs]) / 1000:.2f} ms" for key in ("p50_us", "p90_us", "p99_us",
                                                                                   "p999_us")]
            p99s = ", ".join(f"{run['p99_us'] / 1000:.2f}" for run in runs)
            cells[2] = f"**{cells[2]}** ({p99s})"
            print(f"| {label} | " + " | ".join(cells) + f" | {sum(run['errors'] for run in runs)} |")
        print()
    print("| keystroke workload, wrk | intentctl serve (dynamic) | nginx, static answer of the average size "
          "| Python + FTS5 |")
    print("|---|---|---|---|")

    def cell(name, connections):
        figures = keystrokes.get((name, connections))
        if not figures:
            return "skipped"
        return f"{figures['rate']:,.0f} req/s, p50 {figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms"

    for connections in CONNECTIONS:
        print(f"| {connections} connections | {cell('dynamic', connections)} | {cell('nginx', connections)} "
              f"| {cell('python', connections)} |")
    print(f"| 64 connections, static build | {cell('static', 64)} | | |")
    print()
    goals = []
    if "nginx" in rates:
        for build in builds:
            goals.append(f"repeated query at 64 connections, {build} build: {median(rates[build]):,.0f} req/s, "
                         f"{100 * median(rates[build]) / median(rates['nginx']):.0f}% of nginx's (goal: at least 100%)")
    if "nginx" in fixed:
        nginx_p99 = median([run["p99_us"] for run in fixed["nginx"]]) / 1000
        for build in builds:
            ours = median([run["p99_us"] for run in fixed[build]]) / 1000
            goals.append(f"open-loop p99, {build} build: {ours:.2f} ms against nginx's {nginx_p99:.2f} ms "
                         f"(goal: at most {nginx_p99 + 0.5:.2f} ms)")
    for build in builds:
        if build in rss_fixed:
            goals.append(f"peak RSS of serve, {build} build, after the open-loop run: {rss_fixed[build]:.1f} MB "
                         "(goal: at most 30 MB)")
        goals.append(f"peak RSS of serve, {build} build, after the keystroke workload: {rss_keystrokes[build]:.1f} MB")
    goals.append(f"keystroke workload at 64 connections: {keystrokes[('dynamic', 64)]['rate'] / keystrokes[('python', 64)]['rate']:.0f}× "
                 "the Python peer's (goal: at least 20×)")
    for goal in goals:
        print(f"- {goal}")


if __name__ == "__main__":
    main()
