#!/usr/bin/env bash
# What rating a solved level costs in the catalog (docs/difficulty.md, "Cost"):
#   bench/difficulty-cost.sh [LEVELS] [DB]          (defaults 100000, an H2 file under bench/out/difficulty-cost/)
#   SOLVE_ONLY=1 bench/difficulty-cost.sh [LEVELS]  (step 1 alone: the solving needs no quiet machine)
# 1. The first LEVELS levels of Boxoban's unfiltered/train (its files 000, 001 … of 1,000 levels
#    each; the last one cut short when LEVELS is not a multiple of 1,000) are solved once by
#    `sokodb solve --out`, 10 s a level on 2 threads, into bench/out/difficulty-cost/solved/
#    (the shared data has no Boxoban solutions; a file already solved there is not solved again,
#    so an interrupted run resumes; a file is named by how many of its levels it holds).
# 2. The solved files are imported into a new catalog (DB: an H2 file, made afresh; or a
#    PostgreSQL URL whose database the caller has emptied), then `sokodb difficulty --catalog`
#    rates every group with a solution, under /usr/bin/time -v; a second run rates nothing and
#    prints the same rows: its CPU is the JVM, the catalog and the printing, taken off the first.
# 3. It prints the CPU (user + sys) per rated group, and the wall time of the first run for
#    the record (quiet runs only: the wall time of a loaded machine says nothing), and appends
#    them to bench/out/difficulty-cost/results.md.
# Benchmarks are not tests: nothing here runs in `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")/.."
levels=${1:-100000}
out=bench/out/difficulty-cost
db=${2:-$out/catalog}
zip=../shared/data/boxoban-levels.zip
files=$(( (levels + 999) / 1000 ))
mkdir -p "$out/levels" "$out/solved"
# the jar the run measures, copied: a build in this checkout while it runs changes nothing
[ -f target/sokodb.jar ] || mvn -B -q -DskipTests package
[ -f "$out/sokodb.jar" ] && cmp -s target/sokodb.jar "$out/sokodb.jar" || cp target/sokodb.jar "$out/sokodb.jar"
cat > "$out/sokodb" <<LAUNCH
#!/usr/bin/env bash
. "$PWD/src/launcher/jvm-settings.sh"
sokodb_launch java "$PWD/$out/sokodb.jar" "$PWD/$out/sokodb.jsa" "\$@"
LAUNCH
chmod +x "$out/sokodb"
sokodb="$out/sokodb"

# the solved file of Boxoban file $1: all its 1,000 levels, or the first LEVELS mod 1000 of the last
solved_file() {
    local take=$(( $1 < files - 1 || levels % 1000 == 0 ? 1000 : levels % 1000 ))
    printf '%s/solved/%03d-%d.sok' "$out" "$1" "$take"
}
for i in $(seq 0 $((files - 1))); do
    n=$(printf '%03d' "$i")
    solved_n=$(solved_file "$i")
    if [ ! -s "$solved_n" ]; then
        take=$(basename "$solved_n" .sok); take=${take#*-}
        # head stops reading early: unzip's broken pipe is no failure
        { unzip -p "$zip" "boxoban/unfiltered/train/$n.txt" || true; } | head -n $((take * 12)) > "$out/levels/$n-$take.txt"
        echo "solving the first $take levels of unfiltered/train/$n.txt" >&2
        "$sokodb" solve --threads 2 --time-limit 10 --out "$solved_n" "$out/levels/$n-$take.txt" \
            > "${solved_n%.sok}.tsv" || true   # exit 1 when some level is not solved: it stays unrated
    fi
done
[ -z "${SOLVE_ONLY:-}" ] || exit 0

if [[ "$db" != jdbc:* ]]; then
    rm -f "$db.mv.db" "$db.trace.db"
fi
solved=()
for i in $(seq 0 $((files - 1))); do
    solved+=("$(solved_file "$i")")
done
"$sokodb" --db "$db" import "${solved[@]}" > "$out/import.tsv" 2> "$out/import.err"
tail -1 "$out/import.tsv" >&2   # the summary line

cpu() { # the user + sys seconds of a /usr/bin/time -v report
    awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.2f", s }' "$1"
}
/usr/bin/time -v -o "$out/rate.time" "$sokodb" --db "$db" difficulty --catalog > "$out/rated.tsv" 2> "$out/rate.err"
/usr/bin/time -v -o "$out/again.time" "$sokodb" --db "$db" difficulty --catalog > /dev/null 2> "$out/again.err"
grep '^sokodb: rated' "$out/rate.err" "$out/again.err" >&2
rated=$(sed -n 's/^sokodb: rated \([0-9]*\) groups from their solutions.*/\1/p' "$out/rate.err")
first=$(cpu "$out/rate.time")
again=$(cpu "$out/again.time")
wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$out/rate.time")
load=$(cut -d' ' -f1-3 /proc/loadavg)
row=$(awk -v r="$rated" -v a="$first" -v b="$again" -v w="$wall" -v l="$load" -v lv="$levels" -v db="${db%%\?*}" \
    'BEGIN { printf "| %d levels | %d groups rated | %.2f s | %.2f s | %.3f ms | %s | %s | %s |", lv, r, a, b, 1000 * (a - b) / r, w, l, db }')
echo "| levels | rated | CPU of the rating run | CPU of a run with nothing to rate | CPU per rated group | wall (first run) | load average | catalog |"
echo "|---|---|---|---|---|---|---|---|"
echo "$row"
echo "$row" >> "$out/results.md"
