#!/usr/bin/env bash
# The import of one corpus by two builds, in turn, through each checkout's own launcher
# (docs/performance.md, "What is not reached"): into a fresh H2 file and, with SOKODB_BENCH_PG
# set, into a fresh PostgreSQL schema (`sokodb_import_vs`, dropped and made again before each
# run). Per run: wall seconds, the CPU seconds of sokodb (user + system, /usr/bin/time) and,
# on PostgreSQL, of the server's backends serving that database (/proc, sampled every 0.2 s:
# the last reading of each backend before it ends; autovacuum workers of that database
# included) with the part of it after the last source's line (the similarity index, its groups
# and the listing, which the import fills at its end) and the autovacuum workers' part; peak
# RSS; on H2 the disk the catalog's folder took at most (`du` every 0.2 s) and at the end. Then
# `id` of the corpus once (the machine's speed that day) and the new build's median over the old
# one's, per engine. With KEEP=DIR each build's last H2 catalog is kept as DIR/old.mv.db and
# DIR/new.mv.db (for timing the quick commands on what each build wrote).
#
#   bench/import-vs.sh OLD_CHECKOUT NEW_CHECKOUT [ZIP [RUNS]]
#   SOKODB_BENCH_PG='jdbc:postgresql://localhost:5432/DB?user=…&password=…' bench/import-vs.sh …
#
# ZIP: default the Boxoban zip; RUNS: default 3 per build and engine. Each checkout must have
# its jar built (`mvn -q package -DskipTests`). Run it with nothing else running on the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
old=$(realpath "${1:?usage: bench/import-vs.sh OLD_CHECKOUT NEW_CHECKOUT [ZIP [RUNS]]}")
new=$(realpath "${2:?usage: bench/import-vs.sh OLD_CHECKOUT NEW_CHECKOUT [ZIP [RUNS]]}")
zip=$(realpath "${3:-../shared/data/boxoban-levels.zip}")
runs=${4:-3}
pg=${SOKODB_BENCH_PG:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clk=$(getconf CLK_TCK)
schema=sokodb_import_vs

# The CPU ticks of the backends whose process title names DB until PID ends, and of those the
# ones after the import printed its last source's line to OUT (each source prints one line as
# it is done; the total's line comes after the index is filled), and of those the autovacuum
# workers' (which the server starts on the tables the import fills, when it sees fit): "TOTAL
# AFTER AUTOVACUUM".
backend_ticks() { # PID DB OUT
    declare -A seen=() vacuum=()
    local d c tot=0 f lines sample n
    local -a samples=()
    while kill -0 "$1" 2>/dev/null; do
        for d in /proc/[0-9]*; do
            c=$( { tr '\0' ' ' < "$d/cmdline"; } 2>/dev/null) || continue
            case "$c" in
                "postgres: "*" $2 "*|"postgres: "*" $2")
                    # fields after the command's name: 12 and 13 are utime and stime
                    read -r -a f < <( { sed 's/.*) //' "$d/stat"; } 2>/dev/null) || continue
                    [ "${#f[@]}" -gt 13 ] && seen[${d#/proc/}]=$(( f[11] + f[12] ))
                    case "$c" in *"autovacuum worker"*) vacuum[${d#/proc/}]=1 ;; esac
                    ;;
            esac
        done
        lines=$( { wc -l < "$3"; } 2>/dev/null || echo 0)
        tot=0
        for d in "${!seen[@]}"; do tot=$((tot + ${seen[$d]})); done
        samples+=("$lines $tot")
        sleep 0.2
    done
    tot=0
    for d in "${!seen[@]}"; do tot=$((tot + ${seen[$d]})); done
    # the first sample that saw every source's line (all lines but the total's)
    n=$(( $(wc -l < "$3") - 1 ))
    local before=$tot
    for sample in "${samples[@]}"; do
        read -r lines c <<< "$sample"
        if [ "$lines" -ge "$n" ]; then before=$c; break; fi
    done
    local av=0
    for d in "${!vacuum[@]}"; do av=$((av + ${seen[$d]})); done
    echo "$tot $((tot - before)) $av"
}

# The most the folder DIR took while PID ran, and what it took after, in MiB: "PEAK FINAL".
disk_peak() { # PID DIR
    local peak=0 b
    while kill -0 "$1" 2>/dev/null; do
        b=$(du -sb "$2" 2>/dev/null | cut -f1) || b=0
        [ "${b:-0}" -gt "$peak" ] && peak=$b
        sleep 0.2
    done
    b=$(du -sb "$2" | cut -f1)
    echo "$((peak / 1048576)) $((b / 1048576))"
}

one() { # LABEL CHECKOUT ENGINE RUN
    local label=$1 checkout=$2 engine=$3 db pid ticks="0 0 0" pgdb total after av disk="- -"
    if [ "$engine" = h2 ]; then
        rm -rf "$work/h2" && mkdir "$work/h2"
        db=$work/h2/catalog
    else
        java -cp "$checkout/target/sokodb.jar" bench/PgReset.java "$pg" "$schema"
        db="$pg&currentSchema=$schema"
        pgdb=$(sed -E 's#^jdbc:postgresql://[^/]*/([^?]*).*#\1#' <<< "$pg")
    fi
    /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$checkout/sokodb" --db "$db" import "$zip" \
        > "$work/out" 2> "$work/err" &
    pid=$!
    if [ "$engine" = pg ]; then ticks=$(backend_ticks "$pid" "$pgdb" "$work/out"); else disk=$(disk_peak "$pid" "$work/h2"); fi
    wait "$pid" || { echo "import failed ($checkout, $engine):" >&2; tail -3 "$work/err" >&2; exit 1; }
    if [ "$engine" = h2 ] && [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP" && mv "$work/h2/catalog.mv.db" "$KEEP/$label.mv.db"; fi
    read -r wall user sys rss < "$work/time"
    read -r total after av <<< "$ticks"
    printf '%s\t%s\t%s\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t%d\t%s\t%s\n' "$engine" "$label" "$4" "$wall" \
        "$(echo "$user + $sys" | bc)" "$(echo "scale=2; $total / $clk" | bc)" \
        "$(echo "scale=2; $after / $clk" | bc)" "$(echo "scale=2; $av / $clk" | bc)" $((rss / 1024)) \
        $disk | tee -a "$work/rows"
}

engines=(h2)
[ -n "$pg" ] && engines+=(pg)
printf 'engine\tbuild\trun\twall_s\tsokodb_cpu_s\tserver_cpu_s\tserver_cpu_after_sources_s\tof_it_autovacuum_s\tpeak_rss_mib\tdisk_peak_mib\tdisk_final_mib\n'
for e in "${engines[@]}"; do
    for r in $(seq "$runs"); do
        one old "$old" "$e" "$r"
        one new "$new" "$e" "$r"
    done
done
/usr/bin/time -f '%e' -o "$work/id" "$new/sokodb" id "$zip" > /dev/null
echo "id of the corpus (the machine's speed): $(cat "$work/id") s"
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for e in "${engines[@]}"; do
    for col in 4 5 6 7 8; do
        [ "$e" = h2 ] && [ "$col" -ge 6 ] && continue
        o=$(awk -v e="$e" -v c=$col '$1 == e && $2 == "old" { print $c }' "$work/rows" | median)
        n=$(awk -v e="$e" -v c=$col '$1 == e && $2 == "new" { print $c }' "$work/rows" | median)
        case $col in 4) name=wall ;; 5) name="sokodb CPU" ;; 6) name="server CPU" ;; 7) name="server CPU after the sources" ;; 8) name="server CPU of autovacuum" ;; esac
        echo "$e $name: old median $o s, new $n s, new/old $(awk -v n="$n" -v o="$o" 'BEGIN { if (o > 0) printf "%.3f", n / o; else print "-" }')"
    done
done
