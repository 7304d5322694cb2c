#!/usr/bin/env bash
# The import of one corpus by this checkout under several JVM settings, in turn
# (docs/performance.md, "What is not reached"): each a fresh H2 file, the settings added after
# the launcher's own (SOKODB_JAVA_OPTS, so a later -Xmx wins). H2 takes its database settings'
# defaults from system properties (-Dh2.autoCompactFillRate=0 is AUTO_COMPACT_FILL_RATE=0), so
# they are tried the same way. Per run: wall and CPU seconds (user + system, /usr/bin/time),
# the collector's collections (full ones apart), its pauses and its own CPU (-Xlog:gc+cpu),
# peak RSS, and the catalog's bytes on disk at their peak during the import (every file of the
# catalog summed every 0.2 s: the compaction's new file beside the old one included) and at
# the end.
#
#   bench/import-settings.sh ZIP RUNS LABEL=OPTIONS…
#   bench/import-settings.sh /tmp/p150.zip 3 launcher= 'fixed640=-Xms640m -Xmx640m -Xmn320m'
#
# The jar must be built (`mvn -q package -DskipTests`). Counts and sizes hold on a busy machine;
# the CPU seconds only with nothing else running.
set -euo pipefail
cd "$(dirname "$0")/.."
zip=$(realpath "${1:?usage: bench/import-settings.sh ZIP RUNS LABEL=OPTIONS…}")
runs=${2:?usage: bench/import-settings.sh ZIP RUNS LABEL=OPTIONS…}
shift 2
[ $# -gt 0 ] || { echo "usage: bench/import-settings.sh ZIP RUNS LABEL=OPTIONS…" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./sokodb --version > /dev/null

bytes() { # the catalog's files in DIR, summed
    local total=0 f
    for f in "$1"/catalog*; do
        [ -e "$f" ] && total=$((total + $(stat -c %s "$f" 2>/dev/null || echo 0)))
    done
    echo "$total"
}

one() { # LABEL OPTIONS RUN
    local dir=$work/run pid peak=0 now wall user sys rss collections full pauses gc_cpu
    rm -rf "$dir" && mkdir "$dir"
    SOKODB_JAVA_OPTS="$2 -Xlog:gc,gc+cpu:file=$dir/gc.log" /usr/bin/time -f '%e %U %S %M' -o "$dir/time" \
        ./sokodb --db "$dir/catalog" import "$zip" > "$dir/out" 2> "$dir/err" &
    pid=$!
    while kill -0 "$pid" 2>/dev/null; do
        now=$(bytes "$dir")
        [ "$now" -gt "$peak" ] && peak=$now
        sleep 0.2
    done
    wait "$pid" || { echo "import failed ($1):" >&2; tail -3 "$dir/err" >&2; exit 1; }
    read -r wall user sys rss < "$dir/time"
    collections=$(grep -c 'Pause' "$dir/gc.log" || true)
    full=$(grep -c 'Pause Full' "$dir/gc.log" || true)
    pauses=$(grep 'Pause' "$dir/gc.log" | grep -o '[0-9.]*ms$' | awk '{ s += $1 } END { printf "%.2f", s / 1000 }')
    gc_cpu=$(grep -o 'User=[0-9.]*s Sys=[0-9.]*s' "$dir/gc.log" | sed 's/[A-Za-z=]//g' \
        | awk '{ s += $1 + $2 } END { printf "%.2f", s }')
    printf '%s\t%s\t%s\t%.2f\t%s\t%s\t%s\t%s\t%d\t%d\t%d\n' "$1" "$3" "$wall" "$(echo "$user + $sys" | bc)" \
        "$collections" "$full" "$pauses" "$gc_cpu" $((rss / 1024)) $((peak / 1048576)) \
        $(($(stat -c %s "$dir/catalog.mv.db") / 1048576))
}

printf 'settings\trun\twall_s\tcpu_s\tcollections\tfull\tpauses_s\tcollector_cpu_s\tpeak_rss_mib\tpeak_disk_mib\tfinal_disk_mib\n'
for r in $(seq "$runs"); do
    for setting in "$@"; do
        one "${setting%%=*}" "${setting#*=}" "$r"
    done
done
