#!/usr/bin/env bash
# What the durable commits cost (docs/catalog.md): `import` of the whole Boxoban zip (1.5M
# levels) into a fresh H2 file by two revisions built apart, one run of each in turn (B A B A …,
# so a drift of the machine's speed falls on both), each through its own ./sokodb launcher as a
# user runs it. Prints one line per run (wall seconds, peak RSS, the catalog file's size, the
# sources printed) and the medians of each side with their ratio.
#
#   bench/durability.sh BEFORE_REV AFTER_REV [RUNS]     (default 3 runs each)
#   SOKODB_BENCH_PG='jdbc:postgresql://HOST:PORT/DB?user=…&password=…' bench/durability.sh …
#                         the same into PostgreSQL too: a fresh schema sokodb_durability per run
#   SOKODB_BENCH_CORPUS=FILE bench/durability.sh …   another input than the Boxoban zip
#
# Needs about 3 GB of disk under bench/out/durability and nothing else running on the machine.
# Benchmarks are not tests: nothing here runs in `mvn verify` or CI.
set -euo pipefail
cd "$(dirname "$0")/.."
unset SOKODB_JAVA_OPTS SOKODB_DB
before=${1:?usage: bench/durability.sh BEFORE_REV AFTER_REV [RUNS]}
after=${2:?usage: bench/durability.sh BEFORE_REV AFTER_REV [RUNS]}
runs=${3:-3}
zip=$(realpath "${SOKODB_BENCH_CORPUS:-../shared/data/boxoban-levels.zip}")
out=$(realpath -m bench/out/durability)
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install -y time)" >&2; exit 3; }
rm -rf "$out" && mkdir -p "$out"
trap 'git worktree remove --force "$out/before" 2>/dev/null; git worktree remove --force "$out/after" 2>/dev/null' EXIT
for side in before after; do
    rev=${!side}
    git worktree add -f --detach "$out/$side" "$rev" >/dev/null
    # the launcher builds its jar and class archive now, not in a timed run
    (cd "$out/$side" && ./sokodb --version >/dev/null)
    echo "$side: $(git -C "$out/$side" log --oneline -1)"
done
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"

# one SIDE TARGET: one import; TARGET is h2 or pg. Appends "SIDE TARGET wall" to $out/walls.
one() {
    local side=$1 target=$2 db log=$out/$1-$2-$3
    if [ "$target" = h2 ]; then
        db=$out/catalog-$side
        rm -f "$db.mv.db" "$db.trace.db"
    else
        db=$(pg_fresh)
    fi
    local s e
    s=$(date +%s.%N)
    /usr/bin/time -v -o "$log.time" "$out/$side/sokodb" --db "$db" import "$zip" > "$log.out" 2> "$log.err" \
        || { echo "$side $target: import failed, see $log.err" >&2; exit 1; }
    e=$(date +%s.%N)
    local wall size=""
    wall=$(echo "$e - $s" | bc)
    [ "$target" = h2 ] && size=$(( $(stat -c %s "$db.mv.db") / 1048576 ))
    printf '%s\t%s\trun %s\twall %.1f s\tpeak %s MiB\t%s\tsources printed %s\n' "$side" "$target" "$3" "$wall" \
        "$(awk '/Maximum resident/ { print int($6 / 1024) }' "$log.time")" "${size:+file $size MiB}" \
        "$(grep -c ': [0-9]* boards' "$log.out" || true)"
    echo "$side $target $wall" >> "$out/walls"
    [ "$target" = h2 ] && rm -f "$db.mv.db" "$db.trace.db"
    return 0
}

# A fresh schema in SOKODB_BENCH_PG for one run (bench/PgReset.java); prints its URL.
pg_fresh() {
    java -cp "$out/after/target/sokodb.jar" bench/PgReset.java "$SOKODB_BENCH_PG" sokodb_durability >&2
    case "$SOKODB_BENCH_PG" in
        *\?*) echo "$SOKODB_BENCH_PG&currentSchema=sokodb_durability" ;;
        *) echo "$SOKODB_BENCH_PG?currentSchema=sokodb_durability" ;;
    esac
}

targets=h2
[ -n "${SOKODB_BENCH_PG:-}" ] && targets="h2 pg"
for target in $targets; do
    for i in $(seq "$runs"); do
        one before "$target" "$i"
        one after "$target" "$i"
    done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
for target in $targets; do
    median() { awk -v s="$1" -v t="$target" '$1 == s && $2 == t { print $3 }' "$out/walls" | sort -n \
        | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
    b=$(median before)
    a=$(median after)
    printf '%s: median wall before %.1f s, after %.1f s, after/before %.3f\n' "$target" "$b" "$a" "$(echo "$a / $b" | bc -l)"
done
