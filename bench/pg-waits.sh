#!/usr/bin/env bash
# Where one PostgreSQL import's wall goes, in counters that hold on a shared machine
# (docs/postgresql.md, "What an import's time depends on"): runs
# `CHECKOUT/sokodb --db URL import ZIP` once and prints one tab-separated row of
#
#   wall and sokodb's CPU (user + system, /usr/bin/time); the CPU of the database's backends
#   (/proc, their last reading); the samples of that database's client backends, every 0.1 s
#   from pg_stat_activity, by what they were doing: on the CPU (active, no wait event), waiting
#   for sokodb (ClientRead, or idle), or waiting on the server's side (any other wait event:
#   IO, LWLock WALWrite, …), that last one also broken down by event on a second line; the
#   time sokodb's threads and those backends were ready to run but waited for a core (the
#   run queue's delay, /proc/PID/task/TID/schedstat: what other work on the machine costs);
#   the write-ahead log written, flushed and waited for (pg_stat_wal: bytes, writes, syncs and,
#   with track_wal_io_timing on, their milliseconds); the checkpoints that ran and their write
#   and sync milliseconds, buffers written by the checkpointer, the background writer and the
#   backends themselves (pg_stat_bgwriter); the disk's writes (MiB) and the milliseconds
#   requests spent in its queue, its discards and flushes (/proc/diskstats); the page cache's Dirty at the
#   start and at most during the run (/proc/meminfo); WAL segments in pg_wal at the start.
#
#   bench/pg-waits.sh CHECKOUT ZIP JDBC_URL [LABEL]
#
# SAMPLES_OUT=FILE keeps the samples (pid|type|state|wait type|wait event|the statement's start),
# to see which statement waited: e.g. awk -F'|' '$3 == "active" { print $4 ":" $5, $6 }' FILE | sort | uniq -c | sort -rn
#
# Run as root (it reads pg_stat_activity as the postgres role through `su postgres -c psql`,
# which sees every session's wait events). The server's I/O timings need track_io_timing and
# track_wal_io_timing on (`ALTER SYSTEM SET …; SELECT pg_reload_conf()`; reset them after).
# The counters of pg_stat_wal and pg_stat_bgwriter are the server's: another database's
# writes in the same minute count too, so run it with no other import against the server.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(realpath "${1:?usage: bench/pg-waits.sh CHECKOUT ZIP JDBC_URL [LABEL]}")
zip=$(realpath "${2:?usage: bench/pg-waits.sh CHECKOUT ZIP JDBC_URL [LABEL]}")
url=${3:?usage: bench/pg-waits.sh CHECKOUT ZIP JDBC_URL [LABEL]}
label=${4:-run}
db=$(sed -E 's#^jdbc:postgresql://[^/]*/([^?]*).*#\1#' <<< "$url")
disk=$(awk -v d="$(basename "$(df --output=source /var/lib/postgresql | tail -1)")" '$3 == d { print d }' /proc/diskstats)
disk=${disk:-vda}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clk=$(getconf CLK_TCK)
cat > "$work/counters.sql" <<'EOF'
SELECT wal_bytes, wal_write, wal_sync, wal_write_time, wal_sync_time FROM pg_stat_wal;
SELECT checkpoints_timed, checkpoints_req, checkpoint_write_time, checkpoint_sync_time,
       buffers_checkpoint, buffers_clean, buffers_backend, buffers_backend_fsync FROM pg_stat_bgwriter;
EOF
chmod 755 "$work"; chmod 644 "$work/counters.sql"
counters() { # one line: the server's cumulative counters, then the disk's
    su postgres -c "psql -X -At -F '|' -d postgres -f $work/counters.sql" | tr '\n' '|'
    # sectors written, ms writing, discards and their ms, flushes and their ms
    awk -v d="$disk" '$3 == d { print $10 "|" $11 "|" $15 "|" $18 "|" $19 "|" $20 }' /proc/diskstats
}
dirty_kib() { awk '/^Dirty:/ { print $2 }' /proc/meminfo; }

segments=$(find /var/lib/postgresql/15/main/pg_wal -maxdepth 1 -type f -name '0*' | wc -l)
dirty0=$(dirty_kib)
before=$(counters)
cat > "$work/watch.sql" <<EOF
SELECT pid, backend_type, state, coalesce(wait_event_type, '-'), coalesce(wait_event, '-'),
       regexp_replace(left(query, 60), '[|\s]+', ' ', 'g')
  FROM pg_stat_activity WHERE datname = '$db' AND backend_type = 'client backend' AND pid <> pg_backend_pid()
\watch 0.1
EOF
chmod 644 "$work/watch.sql"
su postgres -c "psql -X -At -F '|' -d postgres -f $work/watch.sql" > "$work/samples" 2>/dev/null &
watcher=$!
/usr/bin/time -f '%e %U %S' -o "$work/time" "$checkout/sokodb" --db "$url" import "$zip" > "$work/out" 2> "$work/err" &
pid=$!
declare -A seen=() queued=() jcpu=() jqueued=()
maxdirty=$dirty0
while kill -0 "$pid" 2>/dev/null; do
    for d in /proc/[0-9]*; do
        c=$( { tr '\0' ' ' < "$d/cmdline"; } 2>/dev/null) || continue
        case "$c" in
            "postgres: "*" $db "*)
                read -r -a f < <( { sed 's/.*) //' "$d/stat"; } 2>/dev/null) || continue
                [ "${#f[@]}" -gt 13 ] && seen[${d#/proc/}]=$(( f[11] + f[12] ))
                read -r _ q _ < "$d/schedstat" 2>/dev/null && queued[${d#/proc/}]=$q
                ;;
        esac
    done
    # sokodb's threads (the launcher's children): nanoseconds on a core and waiting for one
    for child in $(pgrep -P "$pid") $(for c in $(pgrep -P "$pid"); do pgrep -P "$c"; done); do
        for t in /proc/"$child"/task/*; do
            read -r on q _ < "$t/schedstat" 2>/dev/null || continue
            jcpu[$child.${t##*/}]=$on; jqueued[$child.${t##*/}]=$q
        done
    done
    k=$(dirty_kib); [ "$k" -gt "$maxdirty" ] && maxdirty=$k
    sleep 0.5
done
wait "$pid" || { echo "import failed:" >&2; tail -3 "$work/err" >&2; exit 1; }
kill "$watcher" 2>/dev/null; wait "$watcher" 2>/dev/null || true
[ -n "${SAMPLES_OUT:-}" ] && cp "$work/samples" "$SAMPLES_OUT"
after=$(counters)
ticks=0 bq=0 jc=0 jq=0
for d in "${!seen[@]}"; do ticks=$((ticks + ${seen[$d]})); done
for d in "${!queued[@]}"; do bq=$((bq + ${queued[$d]})); done
for t in "${!jcpu[@]}"; do jc=$((jc + ${jcpu[$t]})); jq=$((jq + ${jqueued[$t]})); done
read -r wall user sys < "$work/time"
# the samples of the session that did the work: the one seen most often active
awk -F'|' -v label="$label" -v wall="$wall" -v cpu="$(echo "$user + $sys" | bc)" \
    -v server="$(echo "scale=2; $ticks / $clk" | bc)" -v before="$before" -v after="$after" \
    -v seg="$segments" -v jq="$jq" -v bq="$bq" -v d0="$dirty0" -v dmax="$maxdirty" '
    NF >= 5 { n[$1]++; if ($3 == "active") act[$1]++; key[$1 SUBSEP $3 SUBSEP $4 ":" $5]++ }
    END {
        for (p in act) if (act[p] > best) { best = act[p]; w = p }
        for (k in key) {
            split(k, part, SUBSEP); if (part[1] != w) continue
            if (part[2] == "active" && part[3] == "-:-") cpu_s += key[k]
            else if (part[3] == "Client:ClientRead" || part[2] ~ /^idle/) client += key[k]
            else { server_wait += key[k]; ev[part[3]] += key[k] }
        }
        nb = split(before, b, "|"); split(after, a, "|")
        for (i = 1; i <= nb; i++) dlt[i] = a[i] - b[i]
        printf "%s\twall %s s\tsokodb cpu %s s\tbackend cpu %s s\tsamples: on cpu %.1f s, waiting for sokodb %.1f s, waiting in the server %.1f s\t", label, wall, cpu, server, cpu_s / 10, client / 10, server_wait / 10
        printf "runnable but waiting for a core: sokodb %.1f s, backends %.1f s\t", jq / 1e9, bq / 1e9
        printf "wal %.0f MiB, %d writes %.0f ms, %d syncs %.0f ms\t", dlt[1] / 1048576, dlt[2], dlt[4], dlt[3], dlt[5]
        printf "checkpoints timed %d req %d, write %.0f ms sync %.0f ms\tbuffers checkpoint %d clean %d backend %d backend_fsync %d\t", dlt[6], dlt[7], dlt[8], dlt[9], dlt[10], dlt[11], dlt[12], dlt[13]
        printf "disk %.0f MiB written, %.0f ms writing, %d discards %.0f ms, %d flushes %.0f ms\tdirty %d MiB at start, max %d MiB\tpg_wal %d segments\n", dlt[14] * 512 / 1048576, dlt[15], dlt[16], dlt[17], dlt[18], dlt[19], d0 / 1024, dmax / 1024, seg
        printf "%s\twaits:", label
        for (e in ev) printf " %s %.1f s;", e, ev[e] / 10
        printf "\n"
    }' "$work/samples"
