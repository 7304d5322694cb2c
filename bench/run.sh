#!/usr/bin/env bash
# The performance table of docs/performance.md, measured on the shared Boxoban zip.
#   bench/run.sh [RUNS]      (default 3 runs each; the median is reported)
#   SOKODB_BENCH_PG=jdbc:postgresql://HOST:PORT/DB?user=…&password=… bench/run.sh [RUNS]
#                            adds PostgreSQL rows: import and dups in the schema sokodb_bench of
#                            that database, which is dropped and created again before each import
#   SOKODB_BENCH_CORPORA="100k 500k" bench/run.sh …   only these corpora (100k, 500k, full)
# Whole-process wall time (JVM start included) and peak RSS from /usr/bin/time -v (of the sokodb
# process: a PostgreSQL server's own memory is not in it). Every command runs through the
# ./sokodb launcher, as users run it (its JVM settings included), with -Xmx512m added
# (SOKODB_JAVA_OPTS, to be changed by setting it).
# Writes bench/out/results.md (the table) and bench/out/*.log (every run).
# Benchmarks are not tests: nothing here runs in `mvn verify` or CI.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
zip=../shared/data/boxoban-levels.zip
out=bench/out
mkdir -p "$out"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install -y time)" >&2; exit 3; }
mvn -B -q -DskipTests package
[ -f "$out/boxoban-100k.zip" ] || python3 bench/prefixes.py "$zip" "$out/boxoban-100k.zip" 100
[ -f "$out/boxoban-500k.zip" ] || python3 bench/prefixes.py "$zip" "$out/boxoban-500k.zip" 500

# measure NAME CMD… → appends "NAME wall_s rss_kib" per run to $out/NAME.log
measure() {
    local name=$1; shift
    : > "$out/$name.log"
    for i in $(seq "$runs"); do
        [ -n "${BEFORE:-}" ] && eval "$BEFORE"
        /usr/bin/time -v -o "$out/$name.time" "$@" > /dev/null 2> "$out/$name.stderr" || true
        local wall rss
        wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(k=1;k<=n;k++) s=s*60+t[k]; print s}' "$out/$name.time")
        rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$out/$name.time")
        echo "$wall $rss" >> "$out/$name.log"
    done
}
median() { sort -n "$1" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
maxrss() { awk '{if ($2>m) m=$2} END {printf "%.0f", m/1024}' "$1"; }

export SOKODB_JAVA_OPTS=${SOKODB_JAVA_OPTS:--Xmx512m}
jar=./sokodb
$jar --help > /dev/null   # the launcher makes its class-data archive on the first run after a build
pg=${SOKODB_BENCH_PG:-}
if [ -n "$pg" ]; then
    case "$pg" in *\?*) pgdb="$pg&currentSchema=sokodb_bench" ;; *) pgdb="$pg?currentSchema=sokodb_bench" ;; esac
fi
levels() { unzip -p "$1" '*.txt' | grep -c '^;' ; }

{
echo "| what | corpus | levels | median wall (s) | levels/s | peak RSS (MiB) |"
echo "|---|---|---|---|---|---|"
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
    n=$(levels "$corpus")
    measure "id-$name" $jar id "$corpus"
    w=$(median "$out/id-$name.log")
    echo "| \`id\` | $name | $n | $w | $(awk -v n="$n" -v w="$w" 'BEGIN{printf "%.0f", n/w}') | $(maxrss "$out/id-$name.log") |"
    db="$out/bench-$name"
    BEFORE="rm -f $db.mv.db $db.trace.db" measure "import-$name" $jar --db "$db" import "$corpus"
    w=$(median "$out/import-$name.log")
    echo "| \`import\` (fresh H2) | $name | $n | $w | $(awk -v n="$n" -v w="$w" 'BEGIN{printf "%.0f", n/w}') | $(maxrss "$out/import-$name.log") |"
    measure "dups-$name" $jar --db "$db" dups
    w=$(median "$out/dups-$name.log")
    echo "| \`dups\` | $name | $n | $w | | $(maxrss "$out/dups-$name.log") |"
    [ -n "$pg" ] || continue
    BEFORE="java -cp target/sokodb.jar bench/PgReset.java '$pg' sokodb_bench" \
        measure "import-pg-$name" $jar --db "$pgdb" import "$corpus"
    w=$(median "$out/import-pg-$name.log")
    echo "| \`import\` (fresh PostgreSQL) | $name | $n | $w | $(awk -v n="$n" -v w="$w" 'BEGIN{printf "%.0f", n/w}') | $(maxrss "$out/import-pg-$name.log") |"
    measure "dups-pg-$name" $jar --db "$pgdb" dups
    w=$(median "$out/dups-pg-$name.log")
    echo "| \`dups\` (PostgreSQL) | $name | $n | $w | | $(maxrss "$out/dups-pg-$name.log") |"
done
} | tee "$out/results.md"
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB, $(java -version 2>&1 | head -1); $(date -u +%F)" | tee -a "$out/results.md"
[ -z "$pg" ] || echo "server: $(java -cp target/sokodb.jar bench/PgReset.java "$pg" 2>/dev/null || echo 'PostgreSQL ?') on the same machine, default settings" | tee -a "$out/results.md"
