#!/usr/bin/env bash
# `similar ID` and the level page of near copies, one build against another on the same
# catalog, through each checkout's plain launcher (docs/similar.md, "What one answer reads").
# Each build gets its own copy of CATALOG (an H2 file: the Boxoban catalog, at any schema the
# older build opens), filled first by one `similar` (a build with the listing lists it then,
# once); then, in turn A B A B …, RUNS runs of `similar` on each level below, and RUNS requests
# of the level page (`serve`, the 500 most alike drawn) of the first two. Prints one line per
# run: build, what, exit code (HTTP status for the page), wall seconds, CPU seconds (user + system;
# for the page, the server's while it answered), peak RSS (MiB).
#
#   bench/similar-vs.sh OLD_CHECKOUT NEW_CHECKOUT CATALOG.mv.db [RUNS] [OUT_DIR]
#
# With DUPS=N (default 0), then N runs of `dups --similar 90` by each build in turn (old first
# in odd turns, new first in even ones; about 4 minutes a run on the Boxoban catalog, quiet),
# each line also giving the run's multiple of ID_SECONDS (the `id` of the zip timed in the same
# sitting, when given), and whether the outputs are the same (docs/similar.md#what-it-costs).
#
# Both checkouts built (`mvn -o -q package -DskipTests`; the launcher makes its class-data
# archive on first use). Needs twice the catalog's size of disk in OUT_DIR (default
# /tmp/similar-vs). Run it with nothing else running on the machine.
set -uo pipefail
old=$(realpath "${1:?usage: bench/similar-vs.sh OLD_CHECKOUT NEW_CHECKOUT CATALOG.mv.db [RUNS] [OUT_DIR]}")
new=$(realpath "${2:?NEW_CHECKOUT}")
catalog=$(realpath "${3:?CATALOG.mv.db}")
runs=${4:-3}
q=${5:-/tmp/similar-vs}
# the levels with the most near copies at 85 % on the Boxoban catalog: the first levels of the
# largest `dups --similar 90` groups, and the first level `dups` lists
ids=(4EE85C96A19FB691 0E873D3FB0BA505A 1603F7D4DD1D4AE6 0780EFF5DF536E23 259D0C1090FDFE79)
mkdir -p "$q"
for b in old new; do
    cp "$catalog" "$q/$b.mv.db"
done
timed() { # BUILD-NAME WHAT ARGS...
    local name=$1 what=$2 s e rc dir
    shift 2
    dir=$old
    [ "$name" = new ] && dir=$new
    s=$(date +%s.%N)
    /usr/bin/time -v -o "$q/$name.time" "$dir/sokodb" --db "$q/$name" "$@" > "$q/$name-$what.out" 2> "$q/$name-$what.err"
    rc=$?
    e=$(date +%s.%N)
    printf '%s\t%s\trc %s\twall %.2f s\tcpu %s s\tpeak %s MiB\n' "$name" "$what" "$rc" "$(echo "$e - $s" | bc)" \
        "$(awk -F': ' '/User time|System time/ { t += $2 } END { printf "%.2f", t }' "$q/$name.time")" \
        "$(awk '/Maximum resident/ { print int($6 / 1024) }' "$q/$name.time")"
}
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
for b in old new; do
    timed "$b" fill similar "${ids[0]}"
done
for id in "${ids[@]}"; do
    for i in $(seq 1 "$runs"); do
        for b in old new; do
            timed "$b" "similar-$id" similar "$id"
        done
    done
done
cmp -s "$q/old-similar-${ids[0]}.out" "$q/new-similar-${ids[0]}.out" && echo "similar ${ids[0]}: the same output" \
    || echo "similar ${ids[0]}: outputs differ"
# the level page, each build's server in turn
for b in old new; do
    dir=$old
    [ "$b" = new ] && dir=$new
    port=$((20000 + RANDOM % 20000))
    "$dir/sokodb" --db "$q/$b" serve --port "$port" > "$q/$b-serve.out" 2>&1 &
    serve=$!
    for _ in $(seq 1 240); do grep -q serving "$q/$b-serve.out" && break; sleep 0.5; done
    for id in "${ids[@]:0:2}"; do
        for i in $(seq 1 "$runs"); do
            c0=$(awk '{ print $14 + $15 }' "/proc/$serve/stat")
            r=$(curl -s -o "$q/$b-page-$id.html" -w '%{http_code} %{time_total}' "http://127.0.0.1:$port/levels/$id/similar")
            c1=$(awk '{ print $14 + $15 }' "/proc/$serve/stat")
            printf '%s\tpage-%s\t%s s\tserver cpu %.2f s\n' "$b" "$id" "$r" "$(echo "($c1 - $c0) / $(getconf CLK_TCK)" | bc -l)"
        done
    done
    kill "$serve"
    wait "$serve" 2>/dev/null
done
for id in "${ids[@]:0:2}"; do
    cmp -s "$q/old-page-$id.html" "$q/new-page-$id.html" && echo "page $id: the same" || echo "page $id: differs"
done
for i in $(seq 1 "${DUPS:-0}"); do
    order="old new"
    [ $((i % 2)) = 0 ] && order="new old"
    for b in $order; do
        timed "$b" dups-similar dups --similar 90
        [ -n "${ID_SECONDS:-}" ] && awk -v id="$ID_SECONDS" '/Elapsed/ { n = split($NF, t, ":"); s = 0
            for (k = 1; k <= n; k++) s = s * 60 + t[k]; printf "%s\tdups-similar\t%.1f× id\n", b, s / id }' b="$b" "$q/$b.time"
    done
done
if [ "${DUPS:-0}" -gt 0 ]; then
    cmp -s "$q/old-dups-similar.out" "$q/new-dups-similar.out" && echo "dups --similar 90: the same output" \
        || echo "dups --similar 90: outputs differ"
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
