#!/usr/bin/env bash
# The performance table of docs/performance.md, measured on the shared Boxoban zip.
#   bench/run.sh [RUNS]      (default 3 runs each; the median is reported)
#   SOKODB_BENCH_PG=jdbc:postgresql://HOST:PORT/DB?user=…&password=… bench/run.sh [RUNS]
#                            adds PostgreSQL rows: import and dups in the schema sokodb_bench of
#                            that database, which is dropped and created again before each import
#   SOKODB_BENCH_CORPORA="100k 500k" bench/run.sh …   only these corpora (100k, 500k, full)
# Every command runs through the ./sokodb launcher exactly as a user runs it: no JVM flag and
# no SOKODB_JAVA_OPTS (cleared here), so the launcher's own settings are what is measured.
# Whole-process wall time (JVM start included) and peak RSS from /usr/bin/time -v (of the sokodb
# process: a PostgreSQL server's own memory is not in it); for an import into H2, the largest
# size the catalog file reached while importing (sampled every 0.2 s) beside its final size.
# Rows per corpus: id; import into a fresh H2 file; a second corpus into that catalog (the same
# levels under other names and other bytes: every board stored again, every level known);
# dups, collections, stats, show, export --unique on the catalog of both.
# Writes bench/out/results.md (the table) and bench/out/*.log (every run).
# Benchmarks are not tests: nothing here runs in `mvn verify` or CI.
set -euo pipefail
cd "$(dirname "$0")/.."
unset SOKODB_JAVA_OPTS SOKODB_DB
runs=${1:-3}
zip=../shared/data/boxoban-levels.zip
out=bench/out
mkdir -p "$out"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install -y time)" >&2; exit 3; }
mvn -B -q -DskipTests package
for n in 100 500; do
    [ -f "$out/boxoban-${n}k.zip" ] || python3 bench/prefixes.py "$zip" "$out/boxoban-${n}k.zip" "$n"
    [ -f "$out/boxoban-${n}k-renamed.zip" ] || python3 bench/prefixes.py "$zip" "$out/boxoban-${n}k-renamed.zip" "$n" --renamed
done
[ -f "$out/boxoban-levels-renamed.zip" ] || python3 bench/prefixes.py "$zip" "$out/boxoban-levels-renamed.zip" 100000 --renamed

# measure NAME CMD… → appends "wall_s rss_kib disk_bytes" per run to $out/NAME.log; with
# WATCH=FILE set, disk_bytes is the largest size FILE reached while CMD ran (else 0)
measure() {
    local name=$1; shift
    : > "$out/$name.log"
    for i in $(seq "$runs"); do
        [ -n "${BEFORE:-}" ] && eval "$BEFORE"
        /usr/bin/time -v -o "$out/$name.time" "$@" > /dev/null 2> "$out/$name.stderr" &
        local pid=$! disk=0 size
        while kill -0 "$pid" 2>/dev/null; do
            if [ -n "${WATCH:-}" ] && [ -f "$WATCH" ]; then
                size=$(stat -c %s "$WATCH" 2>/dev/null || echo 0)
                [ "$size" -gt "$disk" ] && disk=$size
            fi
            sleep 0.2
        done
        wait "$pid" || true
        local wall rss
        wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(k=1;k<=n;k++) s=s*60+t[k]; print s}' "$out/$name.time")
        rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$out/$name.time")
        echo "$wall $rss $disk" >> "$out/$name.log"
    done
}
median() { sort -n "$1" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
maxrss() { awk '{if ($2>m) m=$2} END {printf "%.0f", m/1024}' "$1"; }
maxdisk() { awk '{if ($3>m) m=$3} END {printf "%.0f", m/1048576}' "$1"; }
mib() { awk -v b="$(stat -c %s "$1" 2>/dev/null || echo 0)" 'BEGIN {printf "%.0f", b/1048576}'; }
rate() { awk -v n="$1" -v w="$2" 'BEGIN{printf "%.0f", n/w}'; }
perlevel() { awk -v n="$1" -v w="$2" 'BEGIN{printf "%.1f", w*1e6/n}'; }

sokodb=./sokodb
$sokodb --help > /dev/null   # the launcher makes its class-data archive on the first run after a build
pg=${SOKODB_BENCH_PG:-}
if [ -n "$pg" ]; then
    case "$pg" in *\?*) pgdb="$pg&currentSchema=sokodb_bench" ;; *) pgdb="$pg?currentSchema=sokodb_bench" ;; esac
fi
levels() { unzip -p "$1" '*.txt' | grep -c '^;' ; }

{
echo "| what | corpus | levels | median wall (s) | levels/s | µs per level | peak RSS (MiB) | peak file during / final file (MiB) |"
echo "|---|---|---|---|---|---|---|---|"
corpora=()
for c in ${SOKODB_BENCH_CORPORA:-100k 500k full}; do
    case "$c" in
        100k|500k) corpora+=("$out/boxoban-$c.zip") ;;
        full) corpora+=("$zip") ;;
        *) echo "SOKODB_BENCH_CORPORA: 100k, 500k or full, not $c" >&2; exit 2 ;;
    esac
done
for corpus in "${corpora[@]}"; do
    name=$(basename "$corpus" .zip)
    second="$out/$name-renamed.zip"
    n=$(levels "$corpus")
    row() { # WHAT LOG [LEVELS]
        local w; w=$(median "$out/$2.log")
        if [ -n "${3:-}" ]; then
            echo "| $1 | $name | $3 | $w | $(rate "$3" "$w") | $(perlevel "$3" "$w") | $(maxrss "$out/$2.log") | ${4:-} |"
        else
            echo "| $1 | $name | | $w | | | $(maxrss "$out/$2.log") | |"
        fi
    }
    measure "id-$name" $sokodb id "$corpus"
    row '`id`' "id-$name" "$n"
    db="$out/bench-$name"
    BEFORE="rm -f $db.mv.db $db.trace.db" WATCH="$db.mv.db" measure "import-$name" $sokodb --db "$db" import "$corpus"
    row '`import` (fresh H2)' "import-$name" "$n" "$(maxdisk "$out/import-$name.log") / $(mib "$db.mv.db")"
    # the second corpus goes into a copy of the first's catalog, the same copy each run
    cp "$db.mv.db" "$db-first.mv.db"
    BEFORE="cp $db-first.mv.db $db.mv.db" WATCH="$db.mv.db" measure "import2-$name" $sokodb --db "$db" import "$second"
    row '`import`, second corpus into that catalog' "import2-$name" "$n" "$(maxdisk "$out/import2-$name.log") / $(mib "$db.mv.db")"
    rm -f "$db-first.mv.db"
    measure "dups-$name" $sokodb --db "$db" dups
    row '`dups`' "dups-$name"
    measure "collections-$name" $sokodb --db "$db" collections
    row '`collections`' "collections-$name"
    measure "stats-$name" $sokodb --db "$db" stats
    row '`stats`' "stats-$name"
    some=$($sokodb id "$out/boxoban-100k.zip" 2>/dev/null | awk -F'\t' 'NR==2 {print $NF}')
    measure "show-$name" $sokodb --db "$db" show "$some"
    row "\`show\` (a Unique-Id)" "show-$name"
    measure "export-$name" $sokodb --db "$db" export --unique --force --out "$out/export-$name.sok"
    row '`export --unique`' "export-$name"
    rm -f "$out/export-$name.sok"
    [ -n "$pg" ] || continue
    BEFORE="java -cp target/sokodb.jar bench/PgReset.java '$pg' sokodb_bench" \
        measure "import-pg-$name" $sokodb --db "$pgdb" import "$corpus"
    row '`import` (fresh PostgreSQL)' "import-pg-$name" "$n"
    measure "dups-pg-$name" $sokodb --db "$pgdb" dups
    row '`dups` (PostgreSQL)' "dups-pg-$name"
done
} | tee "$out/results.md"
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, $(java -version 2>&1 | head -1); $(date -u +%F); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/results.md"
[ -z "$pg" ] || echo "server: $(java -cp target/sokodb.jar bench/PgReset.java "$pg" 2>/dev/null || echo 'PostgreSQL ?') on the same machine, default settings" | tee -a "$out/results.md"
