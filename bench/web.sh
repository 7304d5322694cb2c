#!/usr/bin/env bash
# bench/web.sh: what `sokodb serve` costs on a catalog (docs/web.md, "Speed").
#
#   bench/web.sh [CATALOG] [SECONDS]
#
# CATALOG: an existing H2 catalog path or JDBC URL (default: $SOKODB_DB, else ./sokodb). For the
# numbers of docs/web.md: the 1.5M-level Boxoban catalog (./sokodb --db boxoban import
# ../shared/data/boxoban-levels.zip). SECONDS: how long the 8 concurrent clients run (default 60).
#
# Through the plain launcher, it measures: start to first answer; after one warm-up request
# each, the median and 99th percentile of 200 sequential requests of a level page, its JSON, a
# search by title, a search by Exact-Id and a page of 50 boards of a source (and 5 of a search
# by a title no board has, which reads every title, and 20 of the home page); then 8 clients
# requesting level pages, searches and source pages for SECONDS, counting answers that are not
# 200; the server's peak resident memory (VmHWM) before and after the load. It never starts a
# second server and stops the one it started.
#
# With wrk on the PATH (Debian's package), then three runs of SECONDS each, 64 connections on
# two wrk threads, through bench/web-mix.lua (answers, answers a second, p50/p95/p99 latency,
# answers not 200 and how many of them 5xx; a request unanswered after 10 s is a socket error,
# so that a search's 503 at its 2 s limit, or its 429 after 3 s waiting for a turn, is counted
# as the answer it is): level pages alone (20 levels in turn); the mix (the
# same levels' pages and JSON, searches by their titles, page and JSON, and source pages: a
# third of it searches by text); and 8 connections asking for the worst a search can be (a
# filter no board passes, which would walk every board) while 56 ask for level pages.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
db="${1:-${SOKODB_DB:-sokodb}}"
seconds="${2:-60}"
n=200
out=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$out"' EXIT

"$here/sokodb" --version >/dev/null # the launcher's one-time work for a new build, outside the timings

start=$(date +%s.%N)
"$here/sokodb" --db "$db" serve --port 0 > "$out/serve.out" 2> "$out/serve.err" &
pid=$!
port=""
until [ -n "$port" ]; do
    kill -0 "$pid" 2>/dev/null || { cat "$out/serve.err" >&2; exit 3; }
    port=$(sed -n 's|^serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$out/serve.out")
    sleep 0.02
done
base="http://127.0.0.1:$port"
curl -sf --retry 5 -o /dev/null "$base/api/v1/catalog" # 503 only while the machine is too busy
first=$(date +%s.%N)
jvm=$(pgrep -P "$pid" java || echo "$pid")
printf 'start to first answer\t%.2f s\n' "$(echo "$first - $start" | bc)"

# a level, a title, a source of 1,000 boards (or the largest there is)
source=$(curl -sf "$base/api/v1/sources" | python3 -c '
import json, sys
s = json.load(sys.stdin)["sources"]
print(max(s, key=lambda x: x["boards"])["number"])')
level=$(curl -sf "$base/api/v1/sources/$source/levels?size=1&page=7" | python3 -c '
import json, sys
b = json.load(sys.stdin)["boards"][0]
print(b["exact_id"], b["title"].replace(" ", "+") or "level")')
exact=${level%% *}
title=${level#* }

measure() {   # name, path[, count]: median and p99 of $n (or count) requests after one warm-up, and those not 200
    curl -s -o /dev/null "$base$2"
    for _ in $(seq "${3:-$n}"); do
        curl -s -o /dev/null -w '%{http_code} %{time_total}\n' "$base$2"
    done | sort -k 2 -n | awk -v name="$1" '{ t[NR] = $2; if ($1 != 200) bad++ } END {
        printf "%s\tmedian %.1f ms\tp99 %.1f ms\t%d not 200\n", name, t[int((NR + 1) / 2)] * 1000,
            t[int(NR * 0.99)] * 1000, bad }'
}
measure "level page" "/levels/$exact"
measure "level JSON" "/api/v1/levels/$exact"
measure "search by title" "/api/v1/levels?q=$title&size=20"
measure "search by Exact-Id" "/api/v1/levels?q=$exact"
measure "source page (50 boards)" "/sources/$source?page=3"
measure "search by a title no board has (5 requests)" "/api/v1/levels?q=no+such+title&size=20" 5
measure "home page" "/" 20

rss() { awk '/VmHWM/ { printf "%.0f MiB", $2 / 1024 }' "/proc/$jvm/status"; }
echo -e "peak RSS before the load\t$(rss)"
end=$(( $(date +%s) + seconds ))
for c in $(seq 8); do
    (
        ok=0; bad=0; i=0
        while [ "$(date +%s)" -lt "$end" ]; do
            i=$((i + 1))
            case $((i % 3)) in
                0) path="/levels/$exact" ;;
                1) path="/api/v1/levels?q=$title&size=20" ;;
                2) path="/sources/$source?page=$(( (i + c) % 20 + 1 ))" ;;
            esac
            code=$(curl -s -o /dev/null -w '%{http_code}' "$base$path")
            if [ "$code" = 200 ]; then ok=$((ok + 1)); else bad=$((bad + 1)); fi
        done
        echo "$ok $bad" > "$out/client.$c"
    ) &
done
wait $(jobs -p | grep -v "^$pid$") 2>/dev/null || true
cat "$out"/client.* | awk -v s="$seconds" '{ ok += $1; bad += $2 } END {
    printf "8 clients for %d s\t%d answers, %d not 200 (%.0f a second)\n", s, ok + bad, bad, (ok + bad) / s }'
echo -e "peak RSS after the load\t$(rss)"

command -v wrk >/dev/null || { echo "wrk not found: the 64-connection runs are left out"; exit 0; }
mapfile -t pairs < <(curl -sf "$base/api/v1/sources/$source/levels?size=20&page=2" | python3 -c '
import json, sys
for b in json.load(sys.stdin)["boards"]:
    print(b["exact_id"], b["title"].replace(" ", "+") or "level")')
levels=(); mix=()
for i in "${!pairs[@]}"; do
    id=${pairs[$i]%% *}; t=${pairs[$i]#* }
    levels+=("/levels/$id")
    mix+=("/levels/$id" "/search?q=$t" "/api/v1/levels/$id" "/sources/$source?page=$(( i % 20 + 1 ))"
          "/levels/$id" "/api/v1/levels?q=$t&size=20")
done
wrkrun() {   # name, connections, paths…
    local name=$1 connections=$2
    shift 2
    printf '%s\t' "$name"
    wrk -t 2 -c "$connections" -d "${seconds}s" --timeout 10s -s "$here/bench/web-mix.lua" "$base" -- "$@" | tail -n 1
}
wrkrun "64 connections, level pages" 64 "${levels[@]}"
wrkrun "64 connections, the mix (a third searches)" 64 "${mix[@]}"
wrkrun "  8 connections, searches no board passes" 8 "/search?solved=yes&duplicates=no" \
    "/api/v1/levels?min-boxes=99" > "$out/worst" &
worst=$!
wrkrun "  56 connections, level pages meanwhile" 56 "${levels[@]}"
wait "$worst"
cat "$out/worst"
echo -e "peak RSS after the 64-connection runs\t$(rss)"
