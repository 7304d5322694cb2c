#!/usr/bin/env bash
# dups --similar 90 in the heap and spilled to disk (docs/similar.md#memory), on catalogs that
# exist already, through the plain launcher, one after the other:
#   1. CATALOG at the launcher's heap (1600 MiB: everything in memory on the 1.5 M catalog),
#   2. CATALOG again with a heap too small for that (SPILL_HEAP, default 520m): the bands'
#      entries and the pairs wait on disk; its output must be byte-identical to run 1's,
#   3. each further catalog given (the doubled catalog of bench/prefixes.py --renamed, say) at
#      the launcher's heap, and at SPILL_HEAP.
#
#   bench/similar-spill.sh OUT_DIR CATALOG [CATALOG2 …]       (CATALOG without .mv.db)
#
# Prints one line a run (exit code, wall, peak RSS, rows, levels, µs a level) and whether the
# outputs are identical, then the time per level of each run against run 1's. The catalogs are
# copied into OUT_DIR first (a run may migrate or fill them). Run it with nothing else running.
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: bench/similar-spill.sh OUT_DIR CATALOG [CATALOG2 …]" >&2; exit 2; }
q=$1
shift
heap=${SPILL_HEAP:-520m}
mkdir -p "$q"
./sokodb --version > /dev/null
first_us=""
run() {
    local name=$1 db=$2 opts=$3 s e rc levels us
    s=$(date +%s.%N)
    SOKODB_JAVA_OPTS="$opts" /usr/bin/time -v -o "$q/$name.time" ./sokodb --db "$db" dups --similar 90 \
        > "$q/$name.out" 2> "$q/$name.err"
    rc=$?
    e=$(date +%s.%N)
    levels=$(./sokodb --db "$db" stats | awk -F'\t' 'NR == 2 { print $3 }')
    us=$(echo "scale=1; ($e - $s) * 1000000 / ${levels:-1}" | bc)
    [ -z "$first_us" ] && first_us=$us
    printf '%s\trc %s\twall %.2f s\tpeak %s MiB\trows %s\tlevels %s\t%s µs a level\t%.2f× run 1\n' \
        "$name" "$rc" "$(echo "$e - $s" | bc)" \
        "$(awk '/Maximum resident/ { print int($6 / 1024) }' "$q/$name.time")" \
        "$(($(wc -l < "$q/$name.out") - 1))" "$levels" "$us" "$(echo "$us / $first_us" | bc -l)"
}
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
k=0
for catalog in "$@"; do
    k=$((k + 1))
    cp "$catalog.mv.db" "$q/c$k.mv.db"
    run "c$k-heap" "$q/c$k" ""
    run "c$k-spilled" "$q/c$k" "-Xmx$heap"
    if cmp -s "$q/c$k-heap.out" "$q/c$k-spilled.out"; then
        echo "c$k: spilled output byte-identical to the in-memory one"
    else
        echo "c$k: spilled output DIFFERS from the in-memory one"
    fi
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
