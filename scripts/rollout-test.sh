#!/usr/bin/env bash
# A rolling restart and reloads under load, with nothing lost: three read-only replicas on loopback
# behind nginx, configured from deploy/nginx.conf itself; wrk through nginx; meanwhile each replica
# is stopped with SIGTERM and started again on its port, one at a time, then each is sent SIGHUP
# with a new snapshot file (written beside the old one and renamed over it). It fails on a single
# answer that is not 2xx, or a socket error, seen by wrk or by a probe that asks one request after
# another and times the longest wait between two answers.
#
#     scripts/rollout-test.sh [--binary PATH] [--seconds N] [--runs N]
#
# Installs nginx and wrk from Debian's packages when they are missing (it needs root for that).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=.build/debug/intentctl
seconds=20
runs=1
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary=$2; shift 2 ;;
        --seconds) seconds=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        -h | --help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "rollout-test: unknown argument $1" >&2; exit 64 ;;
    esac
done
[ -x "$binary" ] || { echo "rollout-test: no intentctl at $binary (swift build first, or --binary)" >&2; exit 66; }
binary=$(realpath "$binary")
if ! command -v nginx >/dev/null || ! command -v wrk >/dev/null; then
    echo "rollout-test: installing nginx and wrk" >&2
    apt-get update -qq >/dev/null && apt-get install -y -qq nginx wrk >/dev/null
fi
nginx_binary=$(command -v nginx || echo /usr/sbin/nginx)

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# Two snapshots that differ (the second lacks one airport), so that a reload is seen to happen.
"$binary" data build data/airports.tsv -o "$work/base.index" >/dev/null
grep -v $'^airport\tZZV\t' data/airports.tsv >"$work/next.tsv"
"$binary" data build "$work/next.tsv" -o "$work/next.index" >/dev/null
cp "$work/base.index" "$work/airports.index"
serving=base

ports=("$(free_port)" "$(free_port)" "$(free_port)")
nginx_port=$(free_port)

start_replica() { # index
    "$binary" serve --read-only --listen "127.0.0.1:${ports[$1]}" --index "$work/airports.index" \
        --drain-delay 1.5 --shutdown-timeout 10 --log-format none >"$work/replica$1.out" 2>"$work/replica$1.err" &
    pids[$1]=$!
    for _ in $(seq 1 200); do
        curl -fsS "http://127.0.0.1:${ports[$1]}/readyz" >/dev/null 2>&1 && return 0
        sleep 0.05
    done
    echo "rollout-test: replica $1 did not become ready" >&2
    cat "$work/replica$1.err" >&2
    return 1
}

generation() { curl -fsS "http://127.0.0.1:${ports[$1]}/readyz" | python3 -c 'import json,sys; print(json.load(sys.stdin)["generation"])'; }

for index in 0 1 2; do start_replica "$index"; done

# deploy/nginx.conf as it is, but for the ports and the paths a test may use.
sed -e "s/127.0.0.1:8081/127.0.0.1:${ports[0]}/" -e "s/127.0.0.1:8082/127.0.0.1:${ports[1]}/" \
    -e "s/127.0.0.1:8083/127.0.0.1:${ports[2]}/" -e "s/listen 80;/listen 127.0.0.1:$nginx_port;/" \
    -e "s|/var/cache/nginx/intentctl|$work/cache|" deploy/nginx.conf >"$work/nginx.conf"
mkdir -p "$work/cache" "$work/logs"
globals="pid $work/nginx.pid; error_log $work/nginx-error.log;"
[ "$(id -u)" = 0 ] && globals="$globals user root root;"
"$nginx_binary" -p "$work" -c "$work/nginx.conf" -g "$globals"
for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$nginx_port/readyz" >/dev/null 2>&1 && break; sleep 0.05; done

# Half the requests are suggestions (nginx caches them), half places by code (never cached), so
# that the replicas answer most of them.
cat >"$work/paths.lua" <<'EOF'
local queries = {"lon", "par", "new%20y", "tok", "barc", "mad", "fra", "muc", "rom", "dub", "ams", "lis"}
local codes = {"LHR", "CDG", "JFK", "HND", "BCN", "MAD", "FRA", "MUC", "FCO", "DUB", "AMS", "LIS", "LON", "NYC"}
request = function()
    if math.random() < 0.5 then
        return wrk.format("GET", "/v1/suggest?q=" .. queries[math.random(#queries)] .. "&limit=" .. math.random(1, 20))
    end
    return wrk.format("GET", "/v1/places/" .. codes[math.random(#codes)])
end
EOF

# One request after another, through nginx: every failure, and the longest wait between answers.
cat >"$work/probe.py" <<'EOF'
import http.client, sys, time
port, seconds = int(sys.argv[1]), float(sys.argv[2])
end = time.monotonic() + seconds
last = time.monotonic()
longest, served, failures = 0.0, 0, []
connection = None
while time.monotonic() < end:
    try:
        if connection is None:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("GET", "/v1/places/LHR")
        response = connection.getresponse()
        response.read()
        if response.status != 200:
            failures.append(f"HTTP {response.status}")
        else:
            now = time.monotonic()
            longest = max(longest, now - last)
            last = now
            served += 1
    except Exception as error:
        failures.append(repr(error))
        connection = None
print(f"{served} {longest * 1000:.1f} {len(failures)} {'; '.join(failures[:5])}")
EOF

status=0
for run in $(seq 1 "$runs"); do
    wrk -t2 -c16 -d"${seconds}s" -s "$work/paths.lua" "http://127.0.0.1:$nginx_port/" >"$work/wrk.txt" 2>&1 &
    wrk_pid=$!
    python3 "$work/probe.py" "$nginx_port" "$seconds" >"$work/probe.txt" &
    probe_pid=$!
    sleep 2
    # A rolling restart: each replica in turn stops (SIGTERM: /readyz 503, 1.5 s of draining, the
    # requests in flight finished) and starts again on its port.
    for index in 0 1 2; do
        kill -TERM "${pids[$index]}"
        wait "${pids[$index]}" || { echo "rollout-test: replica $index did not exit 0" >&2; status=1; }
        start_replica "$index"
        sleep 1
    done
    # Reloads with a new snapshot, written beside the old one and renamed over it.
    before=$(generation 0)
    serving=$([ "$serving" = base ] && echo next || echo base)
    cp "$work/$serving.index" "$work/airports.index.new"
    mv "$work/airports.index.new" "$work/airports.index"
    for index in 0 1 2; do
        kill -HUP "${pids[$index]}"
        sleep 0.5
    done
    wait "$wrk_pid"
    wait "$probe_pid"
    after=$(generation 0)
    read -r served longest failures reasons <"$work/probe.txt" || true
    requests=$(grep -Eo '^ +[0-9]+ requests in' "$work/wrk.txt" | grep -Eo '[0-9]+' || echo 0)
    rate=$(grep -Eo 'Requests/sec: +[0-9.]+' "$work/wrk.txt" | grep -Eo '[0-9.]+$' || echo 0)
    errors=$(grep -E 'Socket errors|Non-2xx' "$work/wrk.txt" || true)
    echo "run $run: wrk $requests requests ($rate/s) through nginx; probe $served in a row, longest gap ${longest} ms; reload: generation $before -> $after"
    if [ -n "$errors" ] || [ "${failures:-1}" != 0 ] || [ "$after" -le "$before" ]; then
        echo "rollout-test: FAIL in run $run" >&2
        [ -n "$errors" ] && echo "$errors" >&2
        [ "${failures:-1}" != 0 ] && echo "probe: $failures failures: $reasons" >&2
        [ "$after" -le "$before" ] && echo "the replicas did not reload" >&2
        status=1
    fi
done
[ "$status" = 0 ] && echo "rollout test: $runs of $runs runs with no failed request"
exit "$status"
