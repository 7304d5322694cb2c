#!/usr/bin/env bash
# The H2 import's disk at its peak against the file it leaves (docs/performance.md, the disk's
# row; docs/import-cost.md, Disk): each build imports ZIP into a fresh catalog in a folder of its
# own, in turn, while `du` of that folder is read every 0.1 s (the compaction's new file beside
# the old one included). Per run: the peak and the final file in MiB, their ratio, and the
# import's wall and CPU seconds (user + system, /usr/bin/time: compare builds run in turn, as
# ratios; the bytes hold on a busy machine, the seconds do not).
#
#   bench/import-disk.sh ZIP RUNS LABEL=CHECKOUT[:JAVA_OPTIONS]…
#   bench/import-disk.sh bench/out/boxoban-300.zip 1 main=../main this=.
#   bench/import-disk.sh ../shared/data/boxoban-levels.zip 1 main=../main 'h2=../main:-Dh2.compress=true'
#
# Each checkout runs through its own launcher (./sokodb), its jar built. JAVA_OPTIONS are added
# after the launcher's own (SOKODB_JAVA_OPTS); H2 reads its settings' defaults from system
# properties (-Dh2.compress=true is COMPRESS=TRUE).
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: bench/import-disk.sh ZIP RUNS LABEL=CHECKOUT[:JAVA_OPTIONS]…"
zip=$(realpath "${1:?$usage}")
runs=${2:?$usage}
shift 2
[ $# -gt 0 ] || { echo "$usage" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

one() { # LABEL CHECKOUT OPTIONS RUN
    local dir=$work/catalog run=$work/run pid peak=0 now wall user sys final
    rm -rf "$dir" "$run" && mkdir "$dir" "$run"
    SOKODB_JAVA_OPTS="$3" /usr/bin/time -f '%e %U %S' -o "$run/time" \
        "$2/sokodb" --db "$dir/catalog" import "$zip" > "$run/out" 2> "$run/err" &
    pid=$!
    while kill -0 "$pid" 2>/dev/null; do
        now=$(du -sb "$dir" 2>/dev/null | cut -f1) || now=0
        [ "${now:-0}" -gt "$peak" ] && peak=$now
        sleep 0.1
    done
    wait "$pid" || { echo "import failed ($1):" >&2; tail -3 "$run/err" >&2; exit 1; }
    read -r wall user sys < "$run/time"
    final=$(du -sb "$dir" | cut -f1)
    printf '%s\t%s\t%.1f\t%.1f\t%.2f\t%s\t%.2f\n' "$1" "$4" "$(echo "$peak / 1048576" | bc -l)" \
        "$(echo "$final / 1048576" | bc -l)" "$(echo "$peak / $final" | bc -l)" "$wall" \
        "$(echo "$user + $sys" | bc)"
    grep -h 'compact' "$run/err" | sed "s/^/  $1: /" >&2 || true
}

printf 'build\trun\tpeak_mib\tfinal_mib\tpeak/final\twall_s\tcpu_s\n'
for r in $(seq "$runs"); do
    for b in "$@"; do
        label=${b%%=*}
        spec=${b#*=}
        checkout=$(realpath "${spec%%:*}")
        opts=""
        [[ $spec == *:* ]] && opts=${spec#*:}
        one "$label" "$checkout" "$opts" "$r"
    done
done
