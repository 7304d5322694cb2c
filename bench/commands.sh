#!/usr/bin/env bash
# Every catalog command on the Boxoban catalog, through the plain launcher, one after the other
# (docs/performance.md, "Each command on the catalog of the zip alone"): import of the zip into a
# fresh H2 file, id, dups, stats, collections, show, export --unique, similar (the first run
# fills the packed windows, then three runs on each of two levels), the page of near copies of
# those two levels under serve (three requests each), dups --similar 90 (and again spilled to
# disk in a small heap, the outputs compared), bench/web.sh, then the second corpus (the same
# levels renamed) into that catalog and dups --similar 90 on the doubled catalog.
#
#   bench/commands.sh [OUT_DIR [ZIP [ID ID]]]
#
# OUT_DIR: default bench/out/commands (needs about 2 GB of disk, and 0.6 GB more in
# java.io.tmpdir for the spilled dups --similar). ZIP: default the Boxoban zip;
# a prefix of it (bench/prefixes.py) checks that the script runs through, with two of its
# levels as ID ID (default the two most copied levels of the whole zip, 4EE85C96A19FB691 and
# 0E873D3FB0BA505A). WEB_SECONDS (default 60): how long bench/web.sh loads the server.
#
# Prints one line per command: exit code, wall seconds, peak RSS (/usr/bin/time -v). Run it
# with nothing else running on the machine. Every command's output is kept in OUT_DIR (NAME.out,
# NAME.err, NAME.time), and a command that fails is said at the end (exit 1).
set -uo pipefail
cd "$(dirname "$0")/.."
q=${1:-bench/out/commands}
zip=${2:-../shared/data/boxoban-levels.zip}
largest=${3:-4EE85C96A19FB691}
other=${4:-0E873D3FB0BA505A}
web_seconds=${WEB_SECONDS:-60}
db=$q/box
mkdir -p "$q"
# the second corpus: the same levels under other names, made once per corpus
second=bench/out/$(basename "$zip" .zip)-renamed.zip
mkdir -p "$(dirname "$second")"
[ -f "$second" ] || python3 bench/prefixes.py "$zip" "$second" 100000 --renamed
failed=0
tv() {
    local name=$1 s e rc
    shift
    s=$(date +%s.%N)
    /usr/bin/time -v -o "$q/$name.time" "$@" > "$q/$name.out" 2> "$q/$name.err"
    rc=$?
    e=$(date +%s.%N)
    [ "$rc" = 0 ] || failed=$((failed + 1))
    printf '%s\trc %s\twall %.2f s\tpeak %s MiB\n' "$name" "$rc" "$(echo "$e - $s" | bc)" \
        "$(awk '/Maximum resident/ { print int($6 / 1024) }' "$q/$name.time")"
}
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
./sokodb --version > /dev/null
rm -f "$db.mv.db" "$db.trace.db"
tv import ./sokodb --db "$db" import "$zip"
tv id ./sokodb id "$zip"
tv dups ./sokodb --db "$db" dups
tv stats ./sokodb --db "$db" stats
tv collections ./sokodb --db "$db" collections
tv show ./sokodb --db "$db" show "$largest"
tv export-unique ./sokodb --db "$db" export --unique --out "$q/unique.sok" --force
tv similar-fill ./sokodb --db "$db" similar "$largest"
for i in 1 2 3; do tv "similar-largest-$i" ./sokodb --db "$db" similar "$largest"; done
for i in 1 2 3; do tv "similar-other-$i" ./sokodb --db "$db" similar "$other"; done
# the level page's near copies (the 500 most alike drawn): seconds per request, three each
port=$((20000 + RANDOM % 20000))
./sokodb --db "$db" serve --port "$port" > "$q/serve-similar.out" 2>&1 &
serve=$!
for _ in $(seq 1 120); do grep -q serving "$q/serve-similar.out" && break; sleep 0.5; done
for id in "$largest" "$other"; do
    for i in 1 2 3; do
        printf 'similar-page-%s-%s\t%s s\n' "$id" "$i" \
            "$(curl -s -o /dev/null -w '%{http_code} %{time_total}' "http://127.0.0.1:$port/levels/$id/similar")"
    done
done
kill "$serve"; wait "$serve" 2>/dev/null
tv dups-similar ./sokodb --db "$db" dups --similar 90
# the same with a heap too small to hold it all: the bands' entries and the pairs wait on disk
# (docs/similar.md#memory); its output must be the in-memory run's, byte for byte
tv dups-similar-spilled env SOKODB_JAVA_OPTS=-Xmx520m ./sokodb --db "$db" dups --similar 90
if cmp -s "$q/dups-similar.out" "$q/dups-similar-spilled.out"; then
    echo "dups-similar-spilled: output identical to dups-similar's"
else
    echo "dups-similar-spilled: output DIFFERS from dups-similar's"
    failed=$((failed + 1))
fi
bench/web.sh "$db" "$web_seconds" > "$q/web.out" 2> "$q/web.err" || failed=$((failed + 1))
cat "$q/web.out"
tv import-second ./sokodb --db "$db" import "$second"
# the doubled catalog: 3 M boards, the same 1.5 M levels (twice the rows)
tv dups-similar-doubled ./sokodb --db "$db" dups --similar 90
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "$failed" -gt 0 ]; then
    echo "$failed command(s) failed: see their .err in $q" >&2
    exit 1
fi
