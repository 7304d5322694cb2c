#!/usr/bin/env bash
# Team solving on one PostgreSQL catalog (docs/postgresql.md, "Solving as a team"): the first
# FILES files of the Boxoban zip (1,000 levels each; 20 = 20,000 unsolved groups) imported into
# a fresh schema, then `solve --catalog --threads 1` by one worker process, by two at once
# (the catalog made unsolved again in between), and by two of which one is killed with
# SIGKILL halfway and started again. After each run bench/PgTeam.java checks that every group
# was attempted exactly once (one attempt row, no group with two solutions the solver stored,
# no claim left), and the server's counters give the database work per group.
#
#   SOKODB_BENCH_PG=jdbc:postgresql://HOST:PORT/DB?user=…&password=… bench/solve-team.sh [FILES] [TIME_LIMIT] [LEVELS]
#
# Writes bench/out/solve-team.md. A run of 20 files takes hours on two cores; LEVELS keeps
# only the first LEVELS levels of the first file, to check the script in minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
pg=${SOKODB_BENCH_PG:?set SOKODB_BENCH_PG to a JDBC URL of a database the user may create schemas in}
files=${1:-20}
limit=${2:-10}
schema=sokodb_team
case "$pg" in *\?*) db="$pg&currentSchema=$schema" ;; *) db="$pg?currentSchema=$schema" ;; esac
out=bench/out
mkdir -p "$out"
report="$out/solve-team.md"
sokodb=./sokodb
[ -f target/sokodb.jar ] || $sokodb --version >/dev/null
team() { java -cp target/sokodb.jar bench/PgTeam.java "$pg" "$schema" "$@"; }
now() { date +%s.%N; }

levels=${3:-}
zip="$out/boxoban-$files-files.zip"
[ -f "$zip" ] || python3 bench/prefixes.py ../shared/data/boxoban-levels.zip "$zip" "$files"
corpus=$zip
if [ -n "$levels" ]; then
    corpus="$out/boxoban-first-$levels.txt"
    python3 - "$zip" "$levels" "$corpus" <<'PY'
import sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
text = z.read(sorted(n for n in z.namelist() if n.endswith(".txt"))[0]).decode()
blocks = [b for b in text.split("\n;") if b.strip()]
open(sys.argv[3], "w").write("\n;".join(blocks[:int(sys.argv[2])]) + "\n")
PY
fi
team reset
$sokodb --db "$db" import "$corpus" >/dev/null
groups=$($sokodb --db "$db" solve --catalog --status | awk -F'\t' '$1 == "groups" { print $2 }')

# one worker: START_WORKERS processes at once, each --threads 1; prints the wall seconds
run() {
    local workers=$1 kill_at=${2:-0} start pids=() i
    start=$(now)
    for ((i = 0; i < workers; i++)); do
        $sokodb --db "$db" solve --catalog --threads 1 --time-limit "$limit" >"$out/team-$workers-$i.tsv" \
            2>"$out/team-$workers-$i.err" &
        pids+=($!)
    done
    if [ "$kill_at" -gt 0 ]; then
        # the first worker's java process, killed once the team has attempted kill_at groups
        while [ "$($sokodb --db "$db" solve --catalog --status | awk -F'\t' '$1 != "groups" && $1 != "solved" && $1 != "claimed" { n += $2 } END { print n + 0 }')" -lt "$kill_at" ]; do
            sleep 0.5
        done
        local victim
        victim=$(pgrep -P "${pids[0]}" java || echo "${pids[0]}")
        if kill -KILL "$victim" 2>/dev/null; then
            wait "${pids[0]}" 2>/dev/null || true
            echo "killed worker 0 (pid $victim) at $(date -u +%H:%M:%S); claims left: $($sokodb --db "$db" solve --catalog --status | awk -F'\t' '$1 == "claimed"' | tr '\n' ' ')" | tee -a "$report" >&2
        else
            echo "worker 0 had ended before half the groups were attempted: nothing killed (use more levels)" | tee -a "$report" >&2
        fi
        $sokodb --db "$db" solve --catalog --threads 1 --time-limit "$limit" >"$out/team-restarted.tsv" \
            2>"$out/team-restarted.err" &
        pids[0]=$!
    fi
    for p in "${pids[@]}"; do wait "$p" || true; done
    echo "$(now) - $start" | bc
}

measure() {
    local label=$1 workers=$2 kill_at=${3:-0} before after seconds check
    team forget
    before=$(team traffic)
    seconds=$(run "$workers" "$kill_at")
    after=$(team traffic)
    check=$(team check || true)
    read -r t0 r0 w0 <<<"$before"
    read -r t1 r1 w1 <<<"$after"
    printf '| %s | %s | %.1f | %.1f | %.1f | %.0f | %.1f | %s |\n' "$label" "$groups" "$seconds" \
        "$(echo "$groups / $seconds" | bc -l)" "$(echo "($t1 - $t0) / $groups" | bc -l)" \
        "$(echo "($r1 - $r0) / $groups" | bc -l)" "$(echo "($w1 - $w0) / $groups" | bc -l)" "$check" | tee -a "$report"
    echo "$seconds"
}

{
    echo "## solve --catalog by a team ($(date -u +%Y-%m-%d), $(nproc) cores, ${levels:-$((files * 1000))} Boxoban levels, --time-limit $limit, --threads 1 per worker, load average $(cut -d' ' -f1 /proc/loadavg) at the start)"
    echo
    echo "| run | groups | wall s | groups/s | transactions per group | rows read per group | rows written per group | check |"
    echo "|---|---|---|---|---|---|---|---|"
} | tee -a "$report"
one=$(measure "1 worker" 1 | tail -1)
two=$(measure "2 workers" 2 | tail -1)
measure "2 workers, one killed (SIGKILL) at half and restarted" 2 $((groups / 2)) >/dev/null
echo "speed-up of 2 workers over 1: $(echo "scale=2; $one / $two" | bc)" | tee -a "$report"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$report"
