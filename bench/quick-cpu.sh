#!/usr/bin/env bash
# The quick commands' CPU, one build against another on the same catalog, through each
# checkout's plain launcher (docs/performance.md, the quick commands): per command, the main
# thread's CPU (bench/MainThreadCpu.java, a Java agent that reads the thread's counter as the
# process ends) and the whole process's user + system CPU (/usr/bin/time), RUNS runs of each
# build in turn (old, new, old, new …) after one warm-up each, medians; and whether the two
# builds printed the same bytes. CPU, not wall: it holds on a machine doing other work, as
# ratios of one build against the other in one sitting.
#
#   bench/quick-cpu.sh OLD_CHECKOUT NEW_CHECKOUT CATALOG.mv.db [RUNS] [OUT_DIR]
#
# COMMANDS (default "stats|dups|show 4EE85C96A19FB691|similar 4EE85C96A19FB691") says which
# command lines, separated by '|'. Both checkouts built (the launcher makes its class-data
# archive on first use: the warm-up). Each build gets its own copy of CATALOG (an H2 file, such
# as the Boxoban catalog) in OUT_DIR (default /tmp/quick-cpu). Prints one line per run (build,
# command, main thread's CPU s, process CPU s) and one of medians per build and command.
set -uo pipefail
usage="usage: bench/quick-cpu.sh OLD_CHECKOUT NEW_CHECKOUT CATALOG.mv.db [RUNS] [OUT_DIR]"
old=$(realpath "${1:?$usage}")
new=$(realpath "${2:?$usage}")
catalog=$(realpath "${3:?$usage}")
runs=${4:-5}
q=${5:-/tmp/quick-cpu}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
IFS='|' read -r -a commands <<< "${COMMANDS:-stats|dups|show 4EE85C96A19FB691|similar 4EE85C96A19FB691}"
mkdir -p "$q/agent"
javac -d "$q/agent" "$here/MainThreadCpu.java" || exit 1
printf 'Premain-Class: MainThreadCpu\n' > "$q/agent/MANIFEST"
jar --create --file "$q/agent.jar" --manifest "$q/agent/MANIFEST" -C "$q/agent" MainThreadCpu.class || exit 1
for b in old new; do
    cp "$catalog" "$q/$b.mv.db"
done
: > "$q/runs.tsv"
run() { # BUILD-NAME RECORD(0|1) COMMAND-LINE
    local name=$1 record=$2 line=$3 dir=$old slug main cpu
    [ "$name" = new ] && dir=$new
    slug=${line// /_}
    rm -f "$q/$name.cpu"
    # shellcheck disable=SC2086 # the command line is split into its words on purpose
    /usr/bin/time -f '%U %S' -o "$q/$name.time" env SOKODB_JAVA_OPTS="-javaagent:$q/agent.jar=$q/$name.cpu" \
        "$dir/sokodb" --db "$q/$name" $line > "$q/$name-$slug.out" 2> "$q/$name-$slug.err" \
        || echo "$name $line: exit $?" >&2
    [ "$record" = 1 ] || return 0
    main=$(awk '{ printf "%.3f", $1 / 1e9 }' "$q/$name.cpu" 2>/dev/null)
    cpu=$(tail -1 "$q/$name.time" | awk '{ printf "%.3f", $1 + $2 }')
    printf '%s\t%s\t%s\t%s\n' "$name" "$line" "$main" "$cpu" | tee -a "$q/runs.tsv"
}
for line in "${commands[@]}"; do
    run old 0 "$line"
    run new 0 "$line"
    slug=${line// /_}
    if cmp -s "$q/old-$slug.out" "$q/new-$slug.out"; then
        echo "$line: the same output ($(wc -c < "$q/new-$slug.out") bytes)"
    else
        echo "$line: OUTPUTS DIFFER ($q/old-$slug.out, $q/new-$slug.out)"
    fi
done
for ((i = 0; i < runs; i++)); do
    for line in "${commands[@]}"; do
        run old 1 "$line"
        run new 1 "$line"
    done
done
echo "build	command	main thread CPU s (median)	process CPU s (median)	runs"
for line in "${commands[@]}"; do
    for b in old new; do
        # n starts at 0: an unset n indexes the first run as "" and the median missed it
        awk -F'\t' -v b="$b" -v c="$line" 'BEGIN { n = 0 } $1 == b && $2 == c { m[n] = $3; p[n] = $4; n++ }
            function median(a, k,   i, j, t) { for (i = 0; i < k; i++) for (j = i + 1; j < k; j++)
                if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
                return k % 2 ? a[int(k / 2)] : (a[k / 2 - 1] + a[k / 2]) / 2 }
            END { if (n) printf "%s\t%s\t%.3f\t%.3f\t%d\n", b, c, median(m, n), median(p, n), n }' "$q/runs.tsv"
    done
done
